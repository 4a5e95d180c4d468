import type { SVGProps } from "react";

// Inline SVG icons (no icon font: nothing extra on the first load). Decorative by default;
// the control that holds one carries the Korean accessible name. Each shape is its own module in
// ./icons (24x24 stroke paths), so a screen's files carry only the shapes it draws.
interface IconProps extends SVGProps<SVGSVGElement> {
  /** A shape from ./icons, e.g. `import heartIcon from "@/components/ui/icons/heart"`. */
  path: string;
  size?: number;
  filled?: boolean;
}

export function Icon({ path, size = 24, filled = false, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
