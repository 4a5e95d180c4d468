import { useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { Avatar } from "@/components/ui/avatar";
import { Button, IconButton } from "@/components/ui/button";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import heartIcon from "@/components/ui/icons/heart";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { TextArea } from "@/components/ui/text-area";
import { StepLabel, Title } from "@/components/ui/title";
import { TopBar } from "@/components/ui/top-bar";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";

// Every icon shape (one module each in src/components/ui/icons), for the gallery below.
const ICONS = Object.entries(
  import.meta.glob<string>("/src/components/ui/icons/*.ts", { eager: true, import: "default" }),
).map(([file, path]) => [file.replace(/^.*\/|\.ts$/g, ""), path] as const);

const section = {
  padding: "16px",
  display: "flex",
  flexDirection: "column",
  gap: 12,
  borderBottom: "1px solid #eee",
} as const;
const row = { display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" } as const;

/** Developer style guide (spec 2): every shared UI atom on one page. */
export function Component() {
  usePageTitle("스타일 가이드");
  const [text, setText] = useState("");
  const [modal, setModal] = useState(false);
  return (
    <>
      <TopBar title="스타일 가이드" onReset={() => setText("")} />
      <PageHeader title="페이지 헤더" subtitle="부제목이 들어가요" onMenu={() => setModal(true)} />
      <section style={section} aria-labelledby="atoms-buttons">
        <Title as="h2" size="sm">
          <span id="atoms-buttons">버튼</span>
        </Title>
        <div style={row}>
          <Button>기본 버튼</Button>
          <Button variant="secondary">보조 버튼</Button>
          <Button variant="text">텍스트 버튼</Button>
          <Button variant="danger">삭제</Button>
          <Button disabled>비활성</Button>
          <Button pending>처리 중</Button>
          <Button size="sm">작은 버튼</Button>
        </div>
      </section>
      <section style={section} aria-labelledby="atoms-inputs">
        <Title as="h2" size="sm">
          <span id="atoms-inputs">입력</span>
        </Title>
        <Input label="이메일" placeholder="example@chaekdongne.kr" />
        <Input label="닉네임" defaultValue="책벌레" error="이미 사용 중인 닉네임이에요." />
        <Input label="전화번호" defaultValue="01012345678" success="사용할 수 있는 번호예요." />
        <TextArea label="모임 소개" maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
        <TextArea
          label="댓글"
          autoGrow
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </section>
      <section style={section} aria-labelledby="atoms-titles">
        <Title as="h2" size="sm">
          <span id="atoms-titles">제목</span>
        </Title>
        <StepLabel current={1} total={4} />
        <Title as="h3" size="lg" subtitle="큰 제목 아래 설명">
          큰 제목
        </Title>
        <Title as="h3" size="md">
          중간 제목
        </Title>
      </section>
      <section style={section} aria-labelledby="atoms-icons">
        <Title as="h2" size="sm">
          <span id="atoms-icons">아이콘</span>
        </Title>
        <div style={row}>
          {ICONS.map(([name, path]) => (
            <IconButton key={name} label={`${name} 아이콘`}>
              <Icon path={path} />
            </IconButton>
          ))}
          <IconButton label="찜하기 (활성)">
            <Icon path={heartIcon} filled color="#c2410c" />
          </IconButton>
        </div>
      </section>
      <section style={section} aria-labelledby="atoms-avatars">
        <Title as="h2" size="sm">
          <span id="atoms-avatars">아바타</span>
        </Title>
        <div style={row}>
          <Avatar size="xs" />
          <Avatar size="sm" />
          <Avatar size="md" />
          <Avatar size="lg" />
        </div>
      </section>
      <section style={{ ...section, padding: "16px 0" }} aria-labelledby="atoms-chat">
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
        <ChatBubble text="전송 중인 메시지" time="" mine pending />
      </section>
      <section style={section} aria-labelledby="atoms-modal">
        <Title as="h2" size="sm">
          <span id="atoms-modal">모달</span>
        </Title>
        <p style={{ margin: 0, fontSize: 14, color: "#5c5c5c" }}>
          신청 후 24시간 동안 승인되지 않으면 신청이 자동으로 취소돼요.
        </p>
        <Button variant="secondary" onClick={() => setModal(true)}>
          모달 열기
        </Button>
      </section>
      <SheetAndSkeletonAtoms />
      <Modal
        open={modal}
        onClose={() => setModal(false)}
        closeButton
        icon={<Icon path={checkIcon} size={40} />}
        title="변경이 완료되었어요!"
        text="모달의 본문 텍스트예요."
        primary={{ label: "확인", onClick: () => setModal(false) }}
        secondary={{ label: "취소", onClick: () => setModal(false) }}
      />
    </>
  );
}

/** Bottom sheet (comments panel) and loading skeletons. */
function SheetAndSkeletonAtoms() {
  const [sheet, setSheet] = useState(false);
  return (
    <section style={section} aria-labelledby="atoms-sheet">
      <Title as="h2" size="sm">
        <span id="atoms-sheet">바텀 시트와 스켈레톤</span>
      </Title>
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
    </section>
  );
}
