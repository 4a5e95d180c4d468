import { Icon } from "@/components/ui/icon";
import heartIcon from "@/components/ui/icons/heart";
import styles from "./comments.module.css";

interface LikeButtonProps {
  liked: boolean;
  count: number;
  disabled?: boolean;
  onToggle: () => void;
}

/** Heart filled when the member likes the comment, outline otherwise, with the count. */
export function LikeButton({ liked, count, disabled, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.action} ${liked ? styles.liked : ""}`}
      aria-pressed={liked}
      aria-label={`좋아요 ${count}개`}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon path={heartIcon} size={16} filled={liked} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
