import type { SignupInput } from "../api/signup";

export type SignupValues = Omit<SignupInput, "gender"> & { gender: SignupInput["gender"] | "" };

export const EMPTY_SIGNUP: SignupValues = {
  email: "",
  password: "",
  passwordConfirm: "",
  nickname: "",
  phone: "",
  birth: "",
  gender: "",
};

export type SetSignupValue = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => void;
