import { useState } from "react";
import { useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { errorMessage } from "@/lib/errors";
import { useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/lib/session";
import { clubKeys } from "@/features/clubs/api/keys";
import { useDeleteClub } from "@/features/clubs/api/delete-club";
import { makeClubLoader, useClub } from "@/features/clubs/api/get-club";
import { ClubMissing } from "@/features/clubs/components/club-missing";
import { ConfirmDialog } from "@/features/clubs/components/confirm-dialog";
import { ManagementView } from "@/features/clubs/components/management-view";

export { makeClubLoader as makeLoader };

/** /managementClub/{id}: host only. Deleting keeps this page up for the completion dialog. */
export function Component() {
  const { clubId = "" } = useParams();
  const club = useClub(clubId);
  const me = useCurrentUser()?.id ?? "";
  const remove = useDeleteClub();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  usePageTitle("멤버 관리");

  if (remove.isSuccess) {
    return (
      <>
        <TopBar title="멤버 관리" backTo={paths.clubList} />
        <Modal
          open
          icon={<Icon path={checkIcon} size={36} />}
          title="모임이 삭제됐어요"
          text="모임과 채팅방이 모두 삭제됐어요."
          primary={{ label: "모임 목록으로", to: paths.clubList, replace: true }}
        />
      </>
    );
  }
  if (!club.data)
    return (
      <ClubMissing
        pending={club.isPending || remove.isPending}
        error={club.error}
        onRetry={() => void club.refetch()}
      />
    );
  if (club.data.createUser !== me) {
    return (
      <>
        <TopBar title="멤버 관리" />
        <EmptyState title="모임장만 멤버를 관리할 수 있어요" />
      </>
    );
  }
  return (
    <>
      <TopBar title="멤버 관리" backTo={paths.clubDetail(clubId)} />
      <ManagementView club={club.data} onDelete={() => setAsking(true)} />
      {remove.isError ? (
        <p role="alert" style={{ padding: 16 }}>
          {errorMessage(remove.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="모임을 삭제할까요?"
        text="모임과 채팅방, 대화 내용이 모두 삭제되고 되돌릴 수 없어요."
        confirmLabel="삭제하기"
        destructive
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(clubId, {
            onSuccess: () => queryClient.removeQueries({ queryKey: clubKeys.detail(clubId) }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}
