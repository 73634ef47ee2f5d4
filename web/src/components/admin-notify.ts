// The admin pages' name for the shared toasts (notify.ts). The sign-in pages import notify.ts
// itself: public pages load no module of the admin area (tests/size).
export { errorMessage, notifyError, notifySuccess } from './notify';
