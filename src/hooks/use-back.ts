import { useNavigate } from "react-router";
import { paths } from "@/config/paths";

/**
 * Back that never leaves the app: one step back when the previous entry is one of ours (the
 * router numbers its entries in history.state.idx; history.length also counts other sites),
 * otherwise to `fallback`, replacing the current entry.
 */
export function useBack(fallback: string = paths.clubList) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
