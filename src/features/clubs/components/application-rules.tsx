import { Checkbox } from "@/components/ui/checkbox";
import formStyles from "./club-forms.module.css";

/** Application step 1: community rules and the required agreement. */
export function ApplicationRules({ agreed, onAgree }: { agreed: boolean; onAgree: (v: boolean) => void }) {
  return (
    <>
      <ol className={formStyles.rules}>
        <li>서로를 존중하는 말과 행동으로 함께해요.</li>
        <li>모임 시간과 약속을 지켜주세요. 참여가 어려우면 미리 알려주세요.</li>
        <li>모임에서 알게 된 개인정보는 모임 밖에서 사용하지 않아요.</li>
        <li>영리 목적의 홍보나 권유는 하지 않아요.</li>
        <li>참여 대기 중인 신청은 24시간 안에 승인되지 않으면 자동으로 취소돼요.</li>
      </ol>
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} required>
        커뮤니티 규칙을 확인했고 지킬게요 (필수)
      </Checkbox>
    </>
  );
}
