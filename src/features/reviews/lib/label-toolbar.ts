// Quill's toolbar controls have no accessible names; give each a Korean one.
const BUTTONS: Record<string, string> = {
  "ql-bold": "굵게",
  "ql-italic": "기울임",
  "ql-underline": "밑줄",
  "ql-strike": "취소선",
  "ql-link": "링크",
  "ql-image": "이미지 넣기",
};
const LISTS: Record<string, string> = { ordered: "번호 목록", bullet: "글머리 기호 목록" };
const PICKERS: Record<string, string> = {
  "ql-header": "제목 크기",
  "ql-size": "글자 크기",
  "ql-font": "글꼴",
  "ql-align": "정렬",
};

export function labelToolbar(toolbar: HTMLElement) {
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", "서식 도구");
  toolbar.querySelectorAll("button").forEach((button) => {
    const cls = Array.from(button.classList).find((c) => c in BUTTONS);
    const label = cls ? BUTTONS[cls] : button.value ? LISTS[button.value] : undefined;
    if (label) button.setAttribute("aria-label", label);
  });
  for (const [cls, label] of Object.entries(PICKERS)) {
    toolbar
      .querySelectorAll(`.ql-picker.${cls} .ql-picker-label`)
      .forEach((el) => el.setAttribute("aria-label", label));
    toolbar.querySelectorAll(`.ql-picker.${cls} .ql-picker-item`).forEach((el) => {
      const value = el.getAttribute("data-value") ?? "기본";
      el.setAttribute("aria-label", `${label}: ${value}`);
    });
  }
}
