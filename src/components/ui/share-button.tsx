import { IconButton } from "./button";
import { Icon } from "./icon";
import shareIcon from "./icons/share";
import { useToast } from "./toast";

interface ShareButtonProps {
  /** The app path to share (/club/{id}); the link is made on this site's own origin. */
  path: string;
  title: string;
}

/**
 * 공유하기 (issue 27): the phone's share sheet (Web Share API) where there is one, else the link is
 * copied with 링크를 복사했어요. The link itself previews with the record's card in KakaoTalk and
 * elsewhere (pb_hooks/link-preview/routes.js).
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const { show, toast } = useToast();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show("링크를 복사했어요");
    } catch {
      show("링크를 복사하지 못했어요");
    }
  };
  return (
    <>
      <IconButton label="공유하기" onClick={() => void share()}>
        <Icon path={shareIcon} />
      </IconButton>
      {toast}
    </>
  );
}
