import { createContext, useContext } from "react";

/**
 * True while the build renders the markup the early painter fills (src/app/prerender.tsx). A
 * control whose presence or state depends on the viewer (the heart, the ⋯ safety menu) then
 * renders an inert placeholder of its size: the painter need not know the control's rules, and
 * the app renders the real control in its place.
 */
export const EarlyTemplate = createContext(false);

export const useEarlyTemplate = () => useContext(EarlyTemplate);
