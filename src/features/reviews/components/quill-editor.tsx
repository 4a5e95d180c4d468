import { useEffect, useMemo, useRef } from "react";
import ReactQuill, { Quill } from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";
import { EDITOR_IMAGE_TYPES, editorImageDataUrl } from "../lib/editor-image";
import { labelToolbar } from "../lib/label-toolbar";
import { REVIEW_LIMITS, TOO_MANY_IMAGES } from "../lib/review-limits";

// Loaded only by the editor pages (React.lazy): Quill never ships with the first screen.
// Spec 5: links limited to http, https, mailto, tel (others become about:blank).
const Link = Quill.import("formats/link") as { PROTOCOL_WHITELIST: string[] };
Link.PROTOCOL_WHITELIST = ["http", "https", "mailto", "tel"];

const FORMATS = [
  "header",
  "size",
  "font",
  "bold",
  "italic",
  "underline",
  "strike",
  "align",
  "list",
  "link",
  "image",
];

export interface QuillEditorProps {
  id: string;
  label: string;
  value: string;
  /** `byUser`: typed or picked by the member, not Quill settling the value it was given. */
  onChange: (html: string, byUser: boolean) => void;
  onImageError: (message: string) => void;
  placeholder?: string;
  /** The id of the line under the editor that says what is missing. */
  describedBy?: string;
}

export default function QuillEditor({
  id,
  label,
  value,
  onChange,
  onImageError,
  placeholder,
  describedBy,
}: QuillEditorProps) {
  const ref = useRef<ReactQuill>(null);
  const onImageErrorRef = useRef(onImageError);
  useEffect(() => {
    onImageErrorRef.current = onImageError;
  });

  const modules = useMemo(
    () => ({
      toolbar: {
        // One row on a 360 px phone: heading, emphasis, lists, link and image (issue 15).
        // Size, font and alignment were dropped; reviews that use them still render.
        container: [
          [{ header: [1, 2, false] }],
          ["bold", "italic", "underline"],
          [{ list: "ordered" }, { list: "bullet" }],
          ["link", "image"],
        ],
        handlers: {
          image() {
            const quill = ref.current?.getEditor();
            if (!quill) return;
            if (quill.root.querySelectorAll("img").length >= REVIEW_LIMITS.maxImages) {
              onImageErrorRef.current(TOO_MANY_IMAGES);
              return;
            }
            const input = document.createElement("input");
            input.type = "file";
            input.accept = EDITOR_IMAGE_TYPES.join(",");
            input.onchange = async () => {
              const file = input.files?.[0];
              if (!file) return;
              try {
                const url = await editorImageDataUrl(file);
                const range = quill.getSelection(true);
                quill.insertEmbed(range.index, "image", url, "user");
                quill.setSelection(range.index + 1, 0, "silent");
              } catch (err) {
                onImageErrorRef.current(err instanceof Error ? err.message : "이미지를 넣지 못했어요.");
              }
            };
            input.click();
          },
        },
      },
      history: { delay: 1000, maxStack: 100, userOnly: true },
    }),
    [],
  );

  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.id = id;
    root.setAttribute("role", "textbox");
    root.setAttribute("aria-multiline", "true");
    root.setAttribute("aria-label", label);
    const toolbar = root.parentElement?.previousElementSibling;
    if (toolbar instanceof HTMLElement) labelToolbar(toolbar);
  }, [id, label]);

  useEffect(() => {
    const root = ref.current?.getEditor().root;
    if (!root) return;
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
    else root.removeAttribute("aria-describedby");
  }, [describedBy]);

  return (
    <ReactQuill
      ref={ref}
      theme="snow"
      value={value}
      onChange={(html, _delta, source) => onChange(html, source === "user")}
      modules={modules}
      formats={FORMATS}
      placeholder={placeholder}
    />
  );
}
