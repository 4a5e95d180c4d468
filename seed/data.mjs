// Korean demo content. Dates are relative to the moment of seeding so clubs stay in the future.
export const SEED_PASSWORD = "test1234!";

export const members = [
  { key: "hana", email: "test1@chaekdongne.kr", nickname: "책벌레하나", phone: "01011112222", birth: "1994-03-14", gender: "female" },
  { key: "minjun", email: "test2@chaekdongne.kr", nickname: "문장수집가", phone: "01033334444", birth: "1989-11-02", gender: "male" },
  { key: "seoyeon", email: "test3@chaekdongne.kr", nickname: "밤의독서가", phone: "01055556666", birth: "1998-07-21", gender: "female" },
];

// genre ids come from the schema migration (genre0000000001 = 소설 ... genre0000000010 = 기타).
const g = (n) => `genre${String(n).padStart(10, "0")}`;

export const clubs = [
  { key: "c1", host: "hana", genre: g(1), isOffline: true, location: "서울 마포구 망원동 책방 '오후의 서재'", title: "한강 작가 소설 함께 읽기", detail: "『작별하지 않는다』를 3주 동안 나눠 읽고, 마지막 주에 망원동 작은 책방에서 만나 이야기를 나눠요. 완독하지 못해도 괜찮아요!", days: 5, hour: 19, limit: 6, query: "최근에 가장 인상 깊게 읽은 소설과 그 이유를 알려주세요.", confirmed: ["minjun"], applicants: ["seoyeon"], room: true },
  { key: "c2", host: "minjun", genre: g(2), isOffline: false, location: "", title: "매일 밤 시 한 편 필사 모임", detail: "잠들기 전 시 한 편을 필사하고 사진으로 인증해요. 주말에는 온라인으로 모여 가장 마음에 남은 구절을 나눕니다.", days: 3, hour: 22, limit: 10, query: "좋아하는 시인이 있다면 알려주세요.", confirmed: [], applicants: ["hana"] },
  { key: "c3", host: "seoyeon", genre: g(3), isOffline: true, location: "서울 종로구 서촌 카페 '누하'", title: "철학 입문서 천천히 읽기", detail: "『철학은 어떻게 삶의 무기가 되는가』를 한 달 동안 읽어요. 어려운 부분은 서로 설명해 주며 천천히 갑니다.", days: 9, hour: 14, limit: 5, query: "철학책을 읽어 본 경험이 있나요?", confirmed: ["hana"], applicants: [] },
  { key: "c4", host: "hana", genre: g(5), isOffline: false, location: "", title: "직장인 경제 공부 스터디", detail: "출근 전 30분, 경제 신문과 입문서를 함께 읽어요. 매주 한 가지 개념을 정리해 공유합니다.", days: 2, hour: 7, limit: 8, query: "이 모임에서 가장 배우고 싶은 것은 무엇인가요?", confirmed: [], applicants: [] },
  { key: "c5", host: "minjun", genre: g(7), isOffline: true, location: "대전 유성구 궁동 과학책방", title: "코스모스 완독 챌린지", detail: "칼 세이건의 『코스모스』를 6주 동안 완독해요. 매주 한 장씩 읽고 토요일 오후에 만나요.", days: 12, hour: 15, limit: 7, query: "우주나 과학에 관심을 갖게 된 계기가 있나요?", confirmed: ["seoyeon"], applicants: [] },
  { key: "c6", host: "seoyeon", genre: g(6), isOffline: false, location: "", title: "아침 6시 자기계발서 읽기", detail: "『아주 작은 습관의 힘』으로 시작해요. 매일 아침 6시에 온라인으로 20분 함께 읽습니다.", days: 1, hour: 6, limit: 12, query: "요즘 만들고 싶은 습관이 있나요?", confirmed: [], applicants: ["minjun"] },
  { key: "c7", host: "hana", genre: g(8), isOffline: true, location: "부산 중구 보수동 책방골목", title: "조선사 이야기 읽고 걷기", detail: "역사책을 읽고 관련 장소를 함께 걸어요. 이번 달은 부산 근대 역사 거리를 걷습니다.", days: 15, hour: 10, limit: 4, query: "가장 좋아하는 역사 속 인물은 누구인가요?", confirmed: [], applicants: [] },
  { key: "c8", host: "minjun", genre: g(9), isOffline: false, location: "", title: "미술 에세이 함께 읽어요", detail: "그림에 얽힌 이야기를 담은 에세이를 읽고, 마음에 드는 작품 한 점씩 소개해요.", days: 7, hour: 20, limit: 6, query: "좋아하는 화가나 작품이 있나요?", confirmed: [], applicants: [] },
  { key: "c9", host: "seoyeon", genre: g(4), isOffline: true, location: "서울 성동구 성수동 공유 라운지", title: "사회 이슈 북토크", detail: "『공정하다는 착각』을 읽고 우리 사회의 능력주의에 대해 이야기해요. 다양한 의견 환영합니다.", days: 20, hour: 19, limit: 10, query: "최근 관심 있는 사회 이슈를 알려주세요.", confirmed: ["minjun", "hana"], applicants: [] },
  { key: "c10", host: "hana", genre: g(1), isOffline: false, location: "", title: "SF 소설 읽는 밤", detail: "김초엽, 테드 창의 단편을 매주 한 편씩 읽고 온라인으로 모여요. 상상력을 나누는 시간!", days: 4, hour: 21, limit: 5, query: "가장 좋아하는 SF 작품은 무엇인가요?", confirmed: [], applicants: [] },
  { key: "c11", host: "minjun", genre: g(10), isOffline: true, location: "경기 성남시 분당구 정자동 북카페", title: "느슨한 토요일 독서 모임", detail: "각자 읽고 싶은 책을 가져와 두 시간 동안 조용히 읽고, 마지막 30분에 서로 소개해요.", days: 6, hour: 13, limit: 15, query: "요즘 읽고 있는 책을 알려주세요.", confirmed: [], applicants: [] },
  { key: "c12", host: "seoyeon", genre: g(2), isOffline: false, location: "", title: "에세이 쓰기와 읽기", detail: "좋은 에세이를 읽고, 같은 주제로 짧은 글을 써서 서로 피드백해요. 글쓰기 초보도 환영해요.", days: 10, hour: 20, limit: 6, query: "글쓰기를 해 본 경험이 있나요?", confirmed: [], applicants: [] },
];

export const answers = {
  "c1:minjun": "최근에 읽은 『소년이 온다』가 가장 인상 깊었어요. 오래 마음에 남았습니다.",
  "c1:seoyeon": "『불편한 편의점』을 재미있게 읽었어요. 따뜻한 이야기가 좋아요.",
  "c2:hana": "나태주 시인을 좋아해요. 짧지만 오래 남는 시가 좋아요.",
  "c3:hana": "대학 교양 수업에서 몇 권 읽어 봤지만 혼자서는 어렵더라고요.",
  "c5:seoyeon": "어릴 때 천문대에 갔던 기억 때문에 우주 이야기를 좋아하게 됐어요.",
  "c6:minjun": "아침에 일찍 일어나서 책 읽는 습관을 만들고 싶어요.",
  "c9:minjun": "요즘 청년 주거 문제에 관심이 많아요. 함께 이야기하고 싶어요.",
  "c9:hana": "교육 격차 문제에 관심이 있어서 이 책을 꼭 함께 읽고 싶었어요.",
};

export const messages = [
  { from: "hana", text: "안녕하세요! 한강 작가 소설 모임에 오신 걸 환영해요 😊" },
  { from: "minjun", text: "반갑습니다. 1부는 이번 주 일요일까지 읽으면 될까요?" },
  { from: "hana", text: "네, 1부까지 읽고 인상 깊은 문장 하나씩 골라 와 주세요." },
  { from: "minjun", text: "좋아요. 벌써 첫 장부터 마음이 먹먹하네요." },
  { from: "hana", text: "모임 장소는 망원역 2번 출구에서 5분 거리예요. 지도는 곧 공유할게요!" },
];

const body = (paras) => paras.map((p) => `<p>${p}</p>`).join("");

export const reviews = [
  { key: "r1", writer: "hana", bookTitle: "작별하지 않는다", title: "눈 내리는 섬에서 만난 기억", detail: body(["<strong>한강</strong>의 문장은 조용하지만 단단하다.", "제주 4·3을 이렇게 아름답고도 아프게 그려낼 수 있다니, 읽는 내내 숨을 고르며 천천히 넘겼다."]) },
  { key: "r2", writer: "minjun", bookTitle: "코스모스", title: "우주 앞에서 겸손해지는 법", detail: body(["칼 세이건은 과학을 시처럼 말한다.", "<em>창백한 푸른 점</em>을 떠올리며 오늘의 걱정이 조금 작아졌다."]) },
  { key: "r3", writer: "seoyeon", bookTitle: "불편한 편의점", title: "따뜻한 위로가 필요한 밤에", detail: body(["편의점이라는 작은 공간에서 사람들이 서로를 조금씩 회복시킨다.", "마음이 지친 날 읽기 좋은 책."]) },
  { key: "r4", writer: "hana", bookTitle: "아몬드", title: "감정을 배우는 소년", detail: body(["감정을 느끼지 못하는 소년 윤재의 성장기.", "타인을 이해한다는 것이 무엇인지 다시 생각하게 됐다."]) },
  { key: "r5", writer: "minjun", bookTitle: "사피엔스", title: "우리는 어떻게 여기까지 왔나", detail: body(["인지 혁명, 농업 혁명, 과학 혁명.", "<strong>이야기를 믿는 능력</strong>이 인류를 만들었다는 주장이 인상적이다."]) },
  { key: "r6", writer: "seoyeon", bookTitle: "82년생 김지영", title: "평범함 속의 불편함", detail: body(["너무 평범해서 더 아픈 이야기.", "주변 사람들과 꼭 함께 이야기해 보고 싶은 책이다."]) },
  { key: "r7", writer: "hana", bookTitle: "달러구트 꿈 백화점", title: "꿈을 파는 가게의 다정함", detail: body(["잠들기 전에 조금씩 읽기 좋았다.", "꿈이라는 소재를 이렇게 따뜻하게 풀어낼 수 있다니!"]) },
  { key: "r8", writer: "minjun", bookTitle: "총, 균, 쇠", title: "지리가 운명을 만든다", detail: body(["대륙의 모양이 문명의 속도를 바꿨다는 이야기.", "두껍지만 끝까지 읽을 가치가 있다."]) },
  { key: "r9", writer: "seoyeon", bookTitle: "미드나잇 라이브러리", title: "다른 삶을 살아 본다면", detail: body(["후회로 가득한 노라가 도서관에서 다른 삶들을 살아 본다.", "<em>지금의 삶</em>을 다시 보게 만드는 책."]) },
  { key: "r10", writer: "hana", bookTitle: "소년이 온다", title: "잊지 말아야 할 이름들", detail: body(["광주의 오월을 여섯 개의 목소리로 들려준다.", "한 장 한 장 넘기기가 쉽지 않았지만 꼭 읽어야 할 책."]) },
  { key: "r11", writer: "minjun", bookTitle: "이기적 유전자", title: "유전자의 눈으로 본 생명", detail: body(["도킨스의 비유는 여전히 강력하다.", "이기적인 유전자가 이타적인 행동을 만든다는 역설이 흥미롭다."]) },
  { key: "r12", writer: "seoyeon", bookTitle: "나는 나로 살기로 했다", title: "나를 지키는 연습", detail: body(["타인의 기준에 흔들리지 않는 법.", "짧은 글이 많아 부담 없이 읽었다."]) },
  { key: "r13", writer: "hana", bookTitle: "지구에서 한아뿐", title: "외계인과의 사랑이라니", detail: body(["정세랑 특유의 유쾌함과 다정함.", "읽는 내내 미소가 지어졌다."]) },
  { key: "r14", writer: "minjun", bookTitle: "공정하다는 착각", title: "능력주의를 다시 묻다", detail: body(["노력하면 누구나 성공한다는 믿음의 이면.", "불편하지만 필요한 질문을 던지는 책."]) },
  { key: "r15", writer: "seoyeon", bookTitle: "우리가 빛의 속도로 갈 수 없다면", title: "빛보다 느린 그리움", detail: body(["김초엽의 SF는 차갑지 않고 따뜻하다.", "표제작의 마지막 장면이 오래 남는다."]) },
  { key: "r16", writer: "hana", bookTitle: "아주 작은 습관의 힘", title: "1%씩 나아지기", detail: body(["거창한 목표보다 작은 시스템이 중요하다.", "읽고 나서 매일 10쪽 읽기를 시작했다."]) },
  { key: "r17", writer: "minjun", bookTitle: "채식주의자", title: "거부하는 몸의 언어", detail: body(["세 개의 시선으로 본 영혜의 이야기.", "불편함 속에서 오래 생각하게 된다."]) },
  { key: "r18", writer: "seoyeon", bookTitle: "파친코", title: "역사에 휩쓸린 가족의 이야기", detail: body(["4대에 걸친 재일 조선인 가족의 삶.", "<strong>역사는 우리를 저버렸지만, 그래도 상관없다.</strong>"]) },
  { key: "r19", writer: "hana", bookTitle: "어린 왕자", title: "어른이 되어 다시 읽은 어린 왕자", detail: body(["어릴 때는 몰랐던 문장들이 이제야 보인다.", "가장 중요한 것은 눈에 보이지 않아."]) },
  { key: "r20", writer: "minjun", bookTitle: "데미안", title: "알을 깨고 나오는 새", detail: body(["싱클레어의 방황이 곧 나의 방황이었다.", "스무 살에 읽었을 때와 또 다르게 읽힌다."]) },
];

// Comments on r1 (the newest reviews are last in the list above, so r20 shows first).
export const comments = [
  { key: "m1", review: "r20", author: "seoyeon", content: "저도 데미안 다시 읽고 싶어졌어요!", likes: ["hana", "minjun"] },
  { key: "m2", review: "r20", author: "hana", content: "@밤의독서가 같이 읽어요 😊", replyTo: "m1", likes: ["seoyeon"] },
  { key: "m3", review: "r20", author: "minjun", content: "@밤의독서가 스무 살 때와 정말 다르게 읽히더라고요.", replyTo: "m1", likes: [] },
  { key: "m4", review: "r20", author: "hana", content: "알을 깨고 나오는 새라는 문장이 늘 마음에 남아요.", likes: ["minjun"] },
  { key: "m5", review: "r19", author: "seoyeon", content: "어린 왕자는 읽을 때마다 새로워요.", likes: [] },
  { key: "m6", review: "r19", author: "minjun", content: "여우와의 대화 부분 정말 좋아해요.", likes: ["hana"] },
  { key: "m7", review: "r19", author: "hana", content: "@문장수집가 저도요! 길들인다는 말이 좋아요.", replyTo: "m6", likes: [] },
];
