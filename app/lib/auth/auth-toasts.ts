/** The account toasts, worded exactly as the product's error catalogue words them. */
import type { ToastMessage } from "../ui/toast";

const SOMETHING_WENT_WRONG = "Something went wrong";

export const AUTH_TOASTS = {
  loginSuccessful: { title: "Login Successful!", description: "Welcome back! Redirecting you to your dashboard..." },
  registrationSuccessful: {
    title: "Registration Successful!",
    description: "Please check your email to verify your account.",
  },
  signedOut: { title: "Signed Out", description: "You have been successfully signed out." },
  /** The dashboard's 'Logout': 'Logged Out' ('You have been successfully logged out.'), then home. */
  loggedOut: { title: "Logged Out", description: "You have been successfully logged out." },
  passwordsDoNotMatch: {
    title: "Passwords do not match",
    description: "Please check your passwords and try again.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastMessage>;

const failure =
  (title: string) =>
  (message?: string | null): ToastMessage => ({
    title,
    description: message || SOMETHING_WENT_WRONG,
    variant: "destructive",
  });

export const signInFailed = failure("Sign in Failed");
export const signUpFailed = failure("Sign up Failed");
export const signOutFailed = failure("Sign out Failed");
