// The form rules of the screens customers open, loaded on demand (lazyResolver, decision 075): the
// contract's schemas and zod with them are one chunk that comes after a screen has painted.
export {
  ZAddRequestForm,
  ZCourierForm,
  ZNewPasswordForm,
  ZPresignRequest,
  ZSignupForm,
  ZUpdateProfile,
} from '@svc/contract';
