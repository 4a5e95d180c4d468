// The bare-stack page of `npm run bench:web`: our exact stack (React 19, react-router data router,
// TanStack Query, the PocketBase SDK) rendering page 1 of the review list (10 items, same request
// shape, same thumbnails) with no app code around it. What the app's first screen costs beyond
// this is our critical path, not the stack.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import PocketBase from "pocketbase";

const pb = new PocketBase(import.meta.env.VITE_PB_URL);
const queryClient = new QueryClient();

interface Review {
  id: string;
  collectionId: string;
  img: string;
  title: string;
  bookTitle: string;
  detail: string;
}

function List() {
  const { data } = useQuery({
    queryKey: ["reviews"],
    queryFn: () =>
      pb.collection("bookReview").getList<Review>(1, 10, {
        sort: "-created,-id",
        expand: "writer",
        fields: "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)",
        skipTotal: true,
      }),
  });
  if (!data) return <p>불러오는 중…</p>;
  return (
    <ul style={{ listStyle: "none", padding: 16, margin: 0 }}>
      {data.items.map((r, i) => (
        <li key={r.id} style={{ display: "flex", gap: 12, padding: "12px 0" }}>
          <img
            src={`${pb.baseUrl}/api/files/${r.collectionId}/${r.id}/${r.img}?thumb=120x168`}
            alt=""
            width={72}
            height={101}
            loading={i < 2 ? "eager" : "lazy"}
          />
          <div>
            <h2 style={{ fontSize: 16, margin: 0 }}>{r.title}</h2>
            <p style={{ margin: "4px 0", color: "#555" }}>{r.bookTitle}</p>
            <p style={{ margin: 0 }}>{r.detail.slice(0, 90)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const router = createBrowserRouter([{ path: "*", element: <List /> }]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
