import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { StepLabel } from "@/components/ui/title";
import { Modal } from "@/components/ui/modal";
import { TopBar } from "@/components/ui/top-bar";
import { useOAuth2SignUp, type OAuth2SignUpInput } from "../api/oauth2-sign-up";
import { signupFieldErrors, type SignupFieldErrors } from "../lib/signup-errors";
import { EMPTY_SIGNUP, type SetSignupValue, type SignupValues } from "../lib/signup-values";
import { SignupDetailStep } from "./signup-detail-step";

/**
 * A first 카카오 / OIDC sign-in: the same 2/2 profile as an e-mail signup (step 1, the e-mail and
 * password, is the provider's). The account is made only when this is sent (the ticket holds the
 * provider account meanwhile, 30 minutes).
 */
export function OAuth2SignupForm({ ticket }: { ticket: string }) {
  const navigate = useNavigate();
  const signUp = useOAuth2SignUp();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [serverErrors, setServerErrors] = useState<SignupFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set: SetSignupValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in serverErrors) setServerErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = () =>
    signUp.mutate(
      {
        ticket,
        nickname: values.nickname,
        phone: values.phone,
        birth: values.birth,
        gender: values.gender as OAuth2SignUpInput["gender"],
      },
      {
        onSuccess: () => void navigate(paths.clubList, { replace: true }),
        onError: (err) => {
          const fields = signupFieldErrors(err);
          if (fields) setServerErrors(fields);
          else setFailure(errorMessage(err));
        },
      },
    );
  return (
    <>
      <TopBar title="회원가입" backTo={paths.login} right={<StepLabel current={2} total={2} />} />
      <SignupDetailStep
        values={values}
        set={set}
        onSubmit={submit}
        pending={signUp.isPending}
        serverErrors={serverErrors}
      />
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        role="alertdialog"
        title="가입하지 못했어요"
        text={failure}
        primary={{ label: "로그인하러 가기", to: paths.login, replace: true }}
        secondary={{ label: "닫기", onClick: () => setFailure(null) }}
      />
    </>
  );
}
