// The accounts area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export {
  ConfirmPasswordBody,
  CustomerCreateBody,
  EnableTwoFactorBody,
  EulaBody,
  ForgotPasswordBody,
  LoginBody,
  PermissionRequestBody,
  RecoveryLoginBody,
  ResetPasswordBody,
  StorePasswordBody,
} from './account-bodies.ts';
export { type HomeView, loadHomeView } from './atlas-home/home-screen.ts';
export { parseStatsParams, statsQuery } from './atlas-home/stats-query.ts';
export { atlasStats } from './atlas-home/stats.ts';
export { orderStoreScope } from './atlas/staff-scope.ts';
export { assertHuman } from './captcha.ts';
export { customerListView, customerView } from './crm/customer-screens.ts';
export { type Customer, type CustomerOrder, type CustomerPage, type CustomerQuery, findCustomer, listCustomers, updateCustomer } from './crm/customers.ts';
export { type DashboardStore, dashboardStores, holdsStorePermission } from './dashboard-stores.ts';
export { initialState } from './initial-state.ts';
export { logIn } from './login.ts';
export { passwordResetEmail, type PasswordResetEmailInput } from './mails/password-reset.ts';
export { permissionRequestEmail, type PermissionRequestEmailInput } from './mails/permission-request.ts';
export { permissionReviewEmail, type PermissionReviewEmailInput } from './mails/permission-review.ts';
export { verificationEmail, type VerificationEmailInput } from './mails/verification.ts';
export { setMuted } from './mute.ts';
export { forbiddenPage, type ForbiddenPageView } from './pages/forbidden-page.ts';
export { loginPage, type LoginPageView } from './pages/login-page.ts';
export { resetPage, type ResetPageView, resetRequestPage } from './pages/password-reset-pages.ts';
export { plansPage } from './pages/plans-page.ts';
export { eulaPage, signUpPage, verifyPage, type VerifyPageView } from './pages/sign-up-pages.ts';
export { requestPasswordReset, RESET_REQUESTED, resetPassword } from './password-reset.ts';
export { parsePermissions, PERMISSION_REQUESTED, requestPermissions } from './permission-requests.ts';
export { mustEnrolTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from './projects/force-two-factor.ts';
export { listProjects, updateProject } from './projects/projects.ts';
export { verifySecondFactor } from './second-factor.ts';
export { confirmedUntil, createSession, deleteSession, readSession, rotateSessionToken, SESSION_COOKIE, type SessionClient } from './sessions.ts';
export { signUp } from './sign-up.ts';
export { pendingRequests, reviewRequest } from './staff/permission-review.ts';
export { maySeePersonal, savePersonal } from './staff/personal-details.ts';
export { idParam } from './staff/route-params.ts';
export { staffMemberView, usersView, userView } from './staff/staff-screens.ts';
export { addRfid, findStaff, listStaff, removeRfid, type StaffSummary, updateStaffProfile } from './staff/staff.ts';
export { findUserAccess, updateUserAccess, type UserListEntry } from './staff/user-access.ts';
export { hasStorePass, STORE_PASSWORD_COOKIE, storePassCookie } from './store-password.ts';
export { beginTwoFactorSetup, disableTwoFactor, enableTwoFactor, issueRecoveryCodes } from './two-factor.ts';
export { accountUserFromRow, findUserRowById, membershipsOf, secondFactorOf, storesOf, type UserRow } from './users.ts';
export { sendVerificationEmail } from './verification.ts';
export { ANONYMOUS_VISITOR, previewAllowed, type Visitor, type VisitorCookies, visitorFrom } from './visitor.ts';
