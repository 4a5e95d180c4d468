import { useState, type ReactNode } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { Avatar } from "@/components/ui/avatar";
import { Button, ButtonLink, HeartButton, IconButton } from "@/components/ui/button";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { Checkbox } from "@/components/ui/checkbox";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import moreIcon from "@/components/ui/icons/more";
import { Input } from "@/components/ui/input";
import { Menu } from "@/components/ui/menu";
import { Modal, type ModalProps } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextArea } from "@/components/ui/text-area";
import { StepLabel, Title } from "@/components/ui/title";
import { TopBar } from "@/components/ui/top-bar";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";

// Every icon shape (one module each in src/components/ui/icons), for the gallery below.
const ICONS = Object.entries(
  import.meta.glob<string>("/src/components/ui/icons/*.ts", { eager: true, import: "default" }),
).map(([file, path]) => [file.replace(/^.*\/|\.ts$/g, ""), path] as const);

const sectionStyle = {
  padding: "16px",
  display: "flex",
  flexDirection: "column",
  gap: 12,
  borderBottom: "1px solid #eee",
} as const;
const row = { display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" } as const;
const note = { margin: 0, fontSize: 14, color: "#5c5c5c", lineHeight: 1.6 } as const;

/** One titled block of the guide (its heading names it for the foundation test). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section style={sectionStyle} aria-labelledby={id}>
      <Title as="h2" size="sm">
        <span id={id}>{title}</span>
      </Title>
      {children}
    </section>
  );
}

// The dialogs shown by the 모달 section: short labels side by side, long ones stacked (measured).
const DIALOGS: Record<string, Omit<ModalProps, "open" | "onClose">> = {
  "모달 열기": {
    icon: <Icon path={checkIcon} size={40} />,
    title: "변경이 완료됐어요!",
    text: "모달의 본문 텍스트예요.",
    closeButton: true,
  },
  "긴 버튼 모달 열기": {
    title: "참여 신청이 완료됐어요!",
    text: "두 버튼이 한 줄에 들어가지 않으면 위아래로 쌓여요.",
  },
  "삭제 확인 열기": {
    title: "리뷰를 삭제할까요?",
    text: "삭제한 리뷰와 댓글은 되돌릴 수 없어요.",
    destructive: true,
    role: "alertdialog",
  },
};
const LABELS: Record<string, [string, string]> = {
  "모달 열기": ["확인", "취소"],
  "긴 버튼 모달 열기": ["모임으로 돌아가기", "모임 목록으로"],
  "삭제 확인 열기": ["삭제하기", "취소"],
};

/** Developer style guide (spec 2): every shared UI atom and its variants on one page. */
export function Component() {
  usePageTitle("스타일 가이드");
  const [text, setText] = useState("");
  const [dialog, setDialog] = useState<string | null>(null);
  const [menu, setMenu] = useState(false);
  const [liked, setLiked] = useState(true);
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState<"spam" | "other" | "">("");
  const [gender, setGender] = useState<"female" | "male" | "">("female");
  const close = () => setDialog(null);
  return (
    <>
      <TopBar title="스타일 가이드" onReset={() => setText("")} />
      <PageHeader title="페이지 헤더" subtitle="부제목이 들어가요" onMenu={() => setDialog("모달 열기")} />
      <Section id="atoms-buttons" title="버튼">
        <p style={note}>
          역할별로 하나씩: 화면·푸터·대화상자의 주요 행동은 기본, 그 옆의 다른 행동은 보조, 내용 속 가벼운
          행동(수정·삭제)은 텍스트, 되돌릴 수 없는 확인은 위험 버튼이에요. 라벨은 한 줄로만 보여요.
        </p>
        <div style={row}>
          <Button>기본 버튼</Button>
          <Button variant="secondary">보조 버튼</Button>
          <Button variant="text">텍스트 버튼</Button>
          <Button variant="danger">삭제하기</Button>
        </div>
        <div style={row}>
          <Button disabled>비활성</Button>
          <Button variant="secondary" disabled>
            비활성 보조
          </Button>
          <Button pending>처리 중</Button>
          <ButtonLink to="/atomMaking" variant="secondary">
            링크 버튼
          </ButtonLink>
        </div>
        <div style={row}>
          <Button size="sm">작은 버튼</Button>
          <Button size="sm" variant="secondary">
            더보기
          </Button>
          <Button size="sm" variant="text">
            수정
          </Button>
          <Button size="sm" variant="text">
            삭제
          </Button>
        </div>
        <Button fullWidth>꽉 찬 버튼</Button>
      </Section>
      <Section id="atoms-choices" title="선택">
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
          커뮤니티 규칙을 확인했고 지킬게요 (필수)
        </Checkbox>
        <Checkbox checked disabled readOnly>
          선택할 수 없는 항목
        </Checkbox>
        <RadioGroup
          legend="신고 사유"
          options={[
            { value: "spam", label: "스팸/광고" },
            { value: "other", label: "기타" },
          ]}
          value={reason}
          onChange={setReason}
        />
        <RadioGroup
          legend="성별"
          look="segmented"
          options={[
            { value: "female", label: "여성" },
            { value: "male", label: "남성" },
          ]}
          value={gender}
          onChange={setGender}
        />
      </Section>
      <Section id="atoms-inputs" title="입력">
        <Input label="이메일" placeholder="example@chaekdongne.kr" />
        <Input label="닉네임" defaultValue="책벌레" error="이미 사용 중인 닉네임이에요." />
        <Input label="휴대폰 번호" defaultValue="01012345678" success="사용할 수 있는 번호예요." />
        <TextArea label="모임 소개" maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
        <TextArea
          label="댓글"
          autoGrow
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Section>
      <Section id="atoms-titles" title="제목">
        <StepLabel current={1} total={4} />
        <Title as="h3" size="lg" subtitle="큰 제목 아래 설명">
          큰 제목
        </Title>
        <Title as="h3" size="md">
          중간 제목
        </Title>
      </Section>
      <Section id="atoms-icons" title="아이콘">
        <div style={row}>
          {ICONS.map(([name, path]) => (
            <IconButton key={name} label={`${name} 아이콘`}>
              <Icon path={path} />
            </IconButton>
          ))}
        </div>
      </Section>
      <Section id="atoms-hearts" title="하트">
        <div style={{ ...row, background: "#8a8a8a", padding: 8, borderRadius: 10 }}>
          <HeartButton label="찜하기 (사진 위)" pressed={liked} onClick={() => setLiked(!liked)} />
          <HeartButton label="찜하기 (꺼짐)" pressed={false} />
          <HeartButton label="로그인하면 찜할 수 있어요" disabled />
        </div>
        <div style={row}>
          <HeartButton
            inline
            label={`좋아요 ${liked ? 3 : 2}개`}
            pressed={liked}
            onClick={() => setLiked(!liked)}
          >
            <span aria-hidden="true">{liked ? 3 : 2}</span>
          </HeartButton>
        </div>
      </Section>
      <Section id="atoms-menu" title="메뉴">
        <p style={note}>⋯ 버튼은 모두 같은 메뉴(아래에서 올라오는 목록)를 열어요.</p>
        <div style={row}>
          <IconButton label="예시 메뉴 열기" onClick={() => setMenu(true)}>
            <Icon path={moreIcon} size={20} />
          </IconButton>
        </div>
        <Menu
          open={menu}
          onClose={() => setMenu(false)}
          title="책벌레님"
          items={[
            { label: "댓글 신고하기", onSelect: () => setMenu(false) },
            { label: "회원 신고하기", onSelect: () => setMenu(false) },
            { label: "차단하기", danger: true, onSelect: () => setMenu(false) },
          ]}
        />
      </Section>
      <Section id="atoms-avatars" title="아바타">
        <div style={row}>
          <Avatar size="xs" />
          <Avatar size="sm" />
          <Avatar size="md" />
          <Avatar size="lg" />
        </div>
      </Section>
      <section style={{ ...sectionStyle, padding: "16px 0" }} aria-labelledby="atoms-chat">
        <Title as="h2" size="sm" className="">
          <span id="atoms-chat" style={{ padding: "0 16px" }}>
            채팅 말풍선
          </span>
        </Title>
        <ChatBubble
          text="안녕하세요! 이번 주 모임 장소는 어디인가요?"
          time="오후 7:30"
          sender={{ id: "a", collectionId: "u", nickname: "책벌레하나" }}
        />
        <ChatBubble text="망원역 2번 출구 앞 책방이에요." time="오후 7:31" mine />
        <ChatBubble text="보내는 중인 메시지" time="" mine pending />
      </section>
      <Section id="atoms-modal" title="모달">
        <p style={note}>신청 후 24시간 동안 승인되지 않으면 신청이 자동으로 취소돼요.</p>
        <div style={row}>
          {Object.keys(DIALOGS).map((name) => (
            <Button key={name} variant="secondary" onClick={() => setDialog(name)}>
              {name}
            </Button>
          ))}
        </div>
      </Section>
      <SheetAndSkeletonAtoms />
      {Object.entries(DIALOGS).map(([name, props]) => (
        <Modal
          key={name}
          {...props}
          open={dialog === name}
          onClose={close}
          primary={{ label: LABELS[name][0], onClick: close }}
          secondary={{ label: LABELS[name][1], onClick: close }}
        />
      ))}
    </>
  );
}

/** Bottom sheet (comments panel) and loading skeletons. */
function SheetAndSkeletonAtoms() {
  const [sheet, setSheet] = useState(false);
  return (
    <Section id="atoms-sheet" title="바텀 시트와 스켈레톤">
      <SkeletonGroup label="예시 불러오는 중">
        <div style={row}>
          <Skeleton width={72} height={101} />
          <div style={{ flex: 1, display: "flex", flexDirection: "column", gap: 6 }}>
            <Skeleton width="70%" height={18} />
            <Skeleton height={14} />
          </div>
        </div>
      </SkeletonGroup>
      <Button variant="secondary" onClick={() => setSheet(true)}>
        바텀 시트 열기
      </Button>
      <BottomSheet
        open={sheet}
        onClose={() => setSheet(false)}
        title="바텀 시트"
        footer={
          <Button fullWidth onClick={() => setSheet(false)}>
            확인
          </Button>
        }
      >
        <p style={{ padding: 16, margin: 0 }}>댓글 창처럼 아래에서 올라오는 패널이에요.</p>
      </BottomSheet>
    </Section>
  );
}
