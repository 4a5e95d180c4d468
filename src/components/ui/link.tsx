import { useEffect, type AnchorHTMLAttributes } from "react";
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
  type To,
} from "react-router";

// The app's links and redirects, made of react-router's own hooks: the href it builds and its
// click handler (plain left clicks navigate in the app; modifier keys, other buttons and targets
// do what the browser does), its navigate function. react-router's <Link>/<NavLink> also carry
// framework-mode prefetching, form and view-transition code the app never uses, and every
// component the app imports from it ships in every first screen's entry file whichever
// screen uses it (~3.2 KB gzip with <Navigate> and useSearchParams; issue 33). The lint forbids
// importing those (eslint.config.js).

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** history.state for the new entry (read with useLocation().state). */
  state?: unknown;
  /** Keep the scroll position (<ScrollRestoration> otherwise scrolls the new page to the top). */
  preventScrollReset?: boolean;
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  target,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
}

/** A Link that knows when its page is open: `aria-current="page"` and `className({ isActive })`. */
export function NavLink({ className, end, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(rest.to).pathname.toLowerCase();
  // As react-router's NavLink decides it (case-insensitive, a trailing slash ignored).
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === "/");
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}

/** Sends the page elsewhere once rendered (a screen that is not for this member), like react-router's. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    void navigate(JSON.parse(target) as To, { replace, state });
    // Once per target, as react-router's <Navigate> does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return null;
}
