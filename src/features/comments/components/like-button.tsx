import { HeartButton } from "@/components/ui/button";

interface LikeButtonProps {
  liked: boolean;
  count: number;
  disabled?: boolean;
  onToggle: () => void;
}

/** The app's heart (inline, with the count): filled when the member likes the comment. */
export function LikeButton({ liked, count, disabled, onToggle }: LikeButtonProps) {
  return (
    <HeartButton inline label={`좋아요 ${count}개`} pressed={liked} disabled={disabled} onClick={onToggle}>
      <span aria-hidden="true">{count}</span>
    </HeartButton>
  );
}
