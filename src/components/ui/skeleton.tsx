import type { CSSProperties, ReactNode } from "react";
import styles from "./skeleton.module.css";

interface SkeletonProps {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  style?: CSSProperties;
}

/** A grey placeholder block with a soft shimmer; decorative (wrap groups in SkeletonGroup). */
export function Skeleton({ width = "100%", height = 16, radius = "var(--radius-sm)", style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}

/** Announces loading once for a group of skeletons. */
export function SkeletonGroup({ label = "불러오는 중", children }: { label?: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {children}
    </div>
  );
}
