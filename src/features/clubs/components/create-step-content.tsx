import { useMemo, useState } from "react";
import { ImagePicker } from "@/components/ui/image-picker";
import { Input } from "@/components/ui/input";
import { TextArea } from "@/components/ui/text-area";
import { textLength } from "@/lib/text-limit";
import { CLUB_TEXT_MAX, useClubDraft } from "../stores/create-club-draft";
import { dataUrlToFile, fileToDataUrl } from "../stores/draft-image";

/** Step 3: photo (compressed on the client), title and a description of up to 500 characters. */
export function CreateStepContent() {
  const { img, imgName, title, detail, update } = useClubDraft();
  const [error, setError] = useState("");
  const file = useMemo(() => (img ? dataUrlToFile(img, imgName) : null), [img, imgName]);
  return (
    <>
      <ImagePicker
        label="모임 대표 사진"
        required
        kind="club"
        value={file}
        onChange={async (next) => {
          setError("");
          if (!next) return update({ img: "", imgName: "" });
          try {
            update({ img: await fileToDataUrl(next), imgName: next.name });
          } catch {
            setError("사진을 저장하지 못했어요. 더 작은 사진을 골라주세요.");
          }
        }}
      />
      {error ? <p role="alert">{error}</p> : null}
      <Input
        label="모임 이름"
        placeholder="모임 이름을 입력해주세요"
        value={title}
        maxLength={CLUB_TEXT_MAX.title}
        onChange={(e) => update({ title: e.target.value })}
        hint={`${textLength(title)}/${CLUB_TEXT_MAX.title}`}
      />
      <TextArea
        label="모임 소개"
        placeholder="어떤 책을, 어떻게 함께 읽는 모임인지 소개해주세요."
        value={detail}
        maxLength={CLUB_TEXT_MAX.detail}
        onChange={(e) => update({ detail: e.target.value })}
      />
    </>
  );
}
