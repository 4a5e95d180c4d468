import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { StepLabel } from "@/components/ui/title";
import { Modal } from "@/components/ui/modal";
import { useSignup, type SignupInput } from "../api/signup";
import { signupFieldErrors, type SignupFieldErrors } from "../lib/signup-errors";
import { EMPTY_SIGNUP, type SetSignupValue, type SignupValues } from "../lib/signup-values";
import { SignupBasicStep } from "./signup-basic-step";
import { SignupDetailStep } from "./signup-detail-step";
import { TopBar } from "@/components/ui/top-bar";

/**
 * Two-step signup (spec 4: basicInfo → detailInfo). The step lives in the URL (?step=2), so the
 * phone's back button returns to step 1 with everything still typed.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [serverErrors, setServerErrors] = useState<SignupFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const signup = useSignup();
  // Step 2 needs step 1's values; a reload on ?step=2 starts over at step 1.
  const step = params.get("step") === "2" && values.email ? 2 : 1;

  const set: SetSignupValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in serverErrors) setServerErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = () =>
    signup.mutate(values as SignupInput, {
      onSuccess: () => {
        setValues(EMPTY_SIGNUP);
        void navigate(paths.welcome, { replace: true });
      },
      onError: (err) => {
        const fields = signupFieldErrors(err);
        if (!fields) return setFailure(errorMessage(err));
        setServerErrors(fields);
        if (fields.email) void navigate({ search: "" }, { replace: true });
      },
    });

  return (
    <>
      {/* The step sits in the top bar's right slot, as in the club and application wizards. */}
      <TopBar title="회원가입" right={<StepLabel current={step} total={2} />} />
      {step === 1 ? (
        <SignupBasicStep
          values={values}
          set={set}
          onNext={() => void navigate({ search: "?step=2" })}
          emailError={serverErrors.email}
        />
      ) : (
        <SignupDetailStep
          values={values}
          set={set}
          onSubmit={submit}
          pending={signup.isPending}
          serverErrors={serverErrors}
        />
      )}
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        role="alertdialog"
        title="가입하지 못했어요"
        text={failure}
        primary={{ label: "확인", onClick: () => setFailure(null) }}
      />
    </>
  );
}
