import type { SVGProps } from "react";

// Inline SVG icons (no icon font: nothing extra on the first load). Decorative by default;
// the control that holds one carries the Korean accessible name.
const PATHS = {
  back: "M15 5l-7 7 7 7",
  close: "M6 6l12 12M18 6L6 18",
  heart: "M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4 2.3h3.2C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z",
  home: "M4 11l8-7 8 7v9h-5v-6H9v6H4z",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zm-7 9c0-3.3 3.1-6 7-6s7 2.7 7 6M16 3.3a4 4 0 010 7.4M22 20c0-2.6-1.9-4.8-4.5-5.6",
  plus: "M12 5v14M5 12h14",
  chat: "M4 5h16v11H9l-5 4z",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zm-8 8c0-3.3 3.6-6 8-6s8 2.7 8 6",
  comment: "M4 4h16v12H8l-4 4z",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5",
  menu: "M4 6h16M4 12h16M4 18h16",
  check: "M5 12l5 5 9-10",
  chevronDown: "M6 9l6 6 6-6",
  chevronRight: "M9 6l6 6-6 6",
  send: "M4 12l16-8-6 16-2-7z",
  camera: "M4 8h4l2-3h4l2 3h4v11H4zM12 17a3.5 3.5 0 100-7 3.5 3.5 0 000 7z",
  location: "M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  alert: "M12 3l10 18H2zM12 10v5M12 18v.5",
  bell: "M6 10a6 6 0 0112 0v5l2 3H4l2-3zM10 21h4",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  book: "M2 5h6a4 4 0 014 4v11a3 3 0 00-3-3H2zM22 5h-6a4 4 0 00-4 4v11a3 3 0 013-3h7z",
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
  filled?: boolean;
}

export function Icon({ name, size = 24, filled = false, ...rest }: IconProps) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}

export const ICON_NAMES = Object.keys(PATHS) as IconName[];
