export { AdminLoginPage } from "./components/admin-login-page";
export { AdminResetPasswordPage } from "./components/admin-reset-password-page";
