import { ROUTES, href, type Route } from "./route-table.mjs";

// Links to every route, made from the route table (./route-table.mjs): `paths.login` is a path,
// `paths.clubDetail(id)` fills in the route's parameters.

export type RouteName = keyof typeof ROUTES;
export type { Route };
/** The routes the table marks as first screens. */
export type FirstScreen = {
  [N in RouteName]: (typeof ROUTES)[N] extends { screen: true } ? N : never;
}[RouteName];
type Pattern<N extends RouteName> = (typeof ROUTES)[N]["path"];
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...Params<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type Strings<T extends string[]> = { [I in keyof T]: string };
type Link<P extends string> = Params<P> extends [] ? P : (...values: Strings<Params<P>>) => string;

export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, { path }]) => [
    name,
    path.includes(":") ? (...values: string[]) => href(path, ...values) : path,
  ]),
) as { [N in RouteName]: Link<Pattern<N>> };
