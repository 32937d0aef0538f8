import { type LazyPage, lazyPage } from './lazyPage';

// Every screen is its own lazily loaded chunk, so the sign-in page loads only what it needs.

const auth = {
  Login: lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage'),
  Forgot: lazyPage(() => import('../features/auth/ForgotPage'), 'ForgotPage'),
  Reset: lazyPage(() => import('../features/auth/ResetPage'), 'ResetPage'),
  TwoFactor: lazyPage(() => import('../features/auth/TwoFactorPage'), 'TwoFactorPage'),
  ConfirmEmail: lazyPage(() => import('../features/auth/ConfirmEmailPage'), 'ConfirmEmailPage'),
};

const redirects = () => import('../features/auth/Redirects');
const registration = {
  Register: lazyPage(() => import('../features/registration/RegisterPage'), 'RegisterPage'),
  VerifyEmail: lazyPage(() => import('../features/registration/VerifyCodePage'), 'VerifyEmailPage'),
  VerifyPhone: lazyPage(() => import('../features/registration/VerifyCodePage'), 'VerifyPhonePage'),
  ChangeEmail: lazyPage(
    () => import('../features/registration/ChangeContactPage'),
    'ChangeEmailPage',
  ),
  ChangePhone: lazyPage(
    () => import('../features/registration/ChangeContactPage'),
    'ChangePhonePage',
  ),
  Business: lazyPage(
    () => import('../features/registration/VerifyBusinessPage'),
    'VerifyBusinessPage',
  ),
  Finish: lazyPage(() => import('../features/registration/FinishPage'), 'FinishPage'),
  Plans: lazyPage(() => import('../features/registration/GetStartedPage'), 'GetStartedPage'),
};

const accountStates = () => import('../features/account/AccountStatePages');
const contacts = () => import('../features/contacts/list/ContactIndexPage');
const contactProfile = () => import('../features/contacts/profile/ContactProfilePage');
const errors = () => import('../features/errors/ErrorPages');
const signatureEdit = () => import('../features/signatures/SignatureEditPage');
const broadcastEdit = () => import('../features/broadcasts/BroadcastEditPage');
const formResponses = () => import('../features/forms/responses/FormResponsePages');

/** Screens built so far, by route name; every other route shows the not-built page. */
export const pages: Readonly<Record<string, LazyPage>> = {
  Index: auth.Login,
  Login: auth.Login,
  Forgot: auth.Forgot,
  Reset: auth.Reset,
  ConfirmEmailChange: auth.ConfirmEmail,
  TwoFactorAuthentication: auth.TwoFactor,

  Register: registration.Register,
  VerifyAccount: registration.VerifyEmail,
  VerifyPhone: registration.VerifyPhone,
  RegisterNewEmail: registration.ChangeEmail,
  RegisterNewPhone: registration.ChangePhone,
  VerifyBusiness: registration.Business,
  RegistrationFinish: registration.Finish,
  GetStarted: registration.Plans,
  SelectPlan: registration.Plans,

  SamcartOrderSuccess: lazyPage(redirects, 'OrderSuccessPage'),
  Referral: lazyPage(redirects, 'ReferralRedirect'),
  DeveloperLogin: lazyPage(redirects, 'DeveloperLoginRedirect'),
  AutoLogin: lazyPage(redirects, 'AutoLoginRedirect'),
  PlaybookAnswerQuestion: lazyPage(redirects, 'PlaybookLoginRedirect'),

  ActivateAccount: lazyPage(accountStates, 'ActivateAccountPage'),
  PaymentActionRequired: lazyPage(accountStates, 'PaymentActionRequiredPage'),
  Suspended: lazyPage(accountStates, 'SuspendedPage'),

  MemberIDDashboard: lazyPage(() => import('../features/member-id/MemberIdPage'), 'MemberIdPage'),
  RecoveryPageDashboard: lazyPage(
    () => import('../features/recovery-page/RecoveryPage'),
    'RecoveryPage',
  ),
  FormFill: lazyPage(() => import('../features/forms/public/FormFillPage'), 'FormFillPage'),
  ProgressCheckIn: lazyPage(
    () => import('../features/check-ins/ProgressCheckInPage'),
    'ProgressCheckInPage',
  ),
  HabitCheckIn: lazyPage(
    () => import('../features/check-ins/HabitCheckInPage'),
    'HabitCheckInPage',
  ),
  FormPublicResponse: lazyPage(formResponses, 'FormPublicResponsePage'),
  BroadcastPublicView: lazyPage(
    () => import('../features/broadcasts/BroadcastPublicViewPage'),
    'BroadcastPublicViewPage',
  ),

  Home: lazyPage(() => import('../features/home/HomePage'), 'HomePage'),
  AppsIndex: lazyPage(() => import('../features/apps/AppsPage'), 'AppsPage'),
  ContactIndex: lazyPage(contacts, 'ContactIndexPage'),
  ContactProfile: lazyPage(contactProfile, 'ContactProfilePage'),
  TagIndex: lazyPage(() => import('../features/tags/TagIndexPage'), 'TagIndexPage'),
  GroupIndex: lazyPage(() => import('../features/groups/GroupIndexPage'), 'GroupIndexPage'),
  FileIndex: lazyPage(() => import('../features/files/FilesIndexPage'), 'FilesIndexPage'),
  TemplatesIndex: lazyPage(
    () => import('../features/templates/TemplatesIndexPage'),
    'TemplatesIndexPage',
  ),
  SmsCenterIndex: lazyPage(
    () => import('../features/message-center/MessageCenterPage'),
    'MessageCenterPage',
  ),
  AdminSettings: lazyPage(
    () => import('../features/admin-settings/AdminSettingsPage'),
    'AdminSettingsPage',
  ),
  Security: lazyPage(() => import('../features/security/SecurityPage'), 'SecurityPage'),
  SignatureIndex: lazyPage(
    () => import('../features/signatures/SignatureIndexPage'),
    'SignatureIndexPage',
  ),
  SignatureNew: lazyPage(signatureEdit, 'SignatureEditPage'),
  SignatureEdit: lazyPage(signatureEdit, 'SignatureEditPage'),
  BroadcastIndex: lazyPage(
    () => import('../features/broadcasts/BroadcastIndexPage'),
    'BroadcastIndexPage',
  ),
  BroadcastNew: lazyPage(broadcastEdit, 'BroadcastEditPage'),
  BroadcastEdit: lazyPage(broadcastEdit, 'BroadcastEditPage'),
  FormResponse: lazyPage(formResponses, 'FormResponsePage'),
  BroadcastReport: lazyPage(
    () => import('../features/broadcasts/BroadcastReportPage'),
    'BroadcastReportPage',
  ),

  FormIndex: lazyPage(() => import('../features/forms/FormIndexPage'), 'FormIndexPage'),
  FormEdit: lazyPage(() => import('../features/forms/FormEditPage'), 'FormEditPage'),
  PageIndex: lazyPage(() => import('../features/pages/PageIndexPage'), 'PageIndexPage'),
  PageEdit: lazyPage(() => import('../features/pages/PageEditPage'), 'PageEditPage'),
  PlaybookIndex: lazyPage(
    () => import('../features/playbooks/PlaybookIndexPage'),
    'PlaybookIndexPage',
  ),
  PlaybookEdit: lazyPage(
    () => import('../features/playbooks/PlaybookEditPage'),
    'PlaybookEditPage',
  ),

  SharingIndex: lazyPage(() => import('../features/sharing/SharingPage'), 'SharingPage'),
  TaskIndex: lazyPage(() => import('../features/tasks/TasksPage'), 'TasksPage'),
  JourneyIndex: lazyPage(() => import('../features/journeys/JourneyIndexPage'), 'JourneyIndexPage'),
  JourneyEdit: lazyPage(() => import('../features/journeys/JourneyEditPage'), 'JourneyEditPage'),
  SequenceIndex: lazyPage(
    () => import('../features/sequences/SequenceIndexPage'),
    'SequenceIndexPage',
  ),
  SequenceEdit: lazyPage(
    () => import('../features/sequences/SequenceEditPage'),
    'SequenceEditPage',
  ),
  PipelineIndex: lazyPage(
    () => import('../features/pipelines/PipelineIndexPage'),
    'PipelineIndexPage',
  ),
  PipelineBoard: lazyPage(
    () => import('../features/pipelines/PipelineBoardPage'),
    'PipelineBoardPage',
  ),
  OnboardingIndex: lazyPage(
    () => import('../features/scenarios/ScenarioIndexPage'),
    'ScenarioIndexPage',
  ),
  ScenarioEdit: lazyPage(
    () => import('../features/scenarios/ScenarioEditPage'),
    'ScenarioEditPage',
  ),
  ProgressTrackingIndex: lazyPage(
    () => import('../features/progress-tracking/ProgressIndexPage'),
    'ProgressIndexPage',
  ),
  ProgressTrackingEdit: lazyPage(
    () => import('../features/progress-tracking/ProgressEditPage'),
    'ProgressEditPage',
  ),
  ProgressTrackingResponse: lazyPage(
    () => import('../features/progress-tracking/ProgressResponsePage'),
    'ProgressResponsePage',
  ),
  WorkoutIndex: lazyPage(() => import('../features/workouts/WorkoutIndexPage'), 'WorkoutIndexPage'),
  WorkoutEdit: lazyPage(() => import('../features/workouts/WorkoutEditPage'), 'WorkoutEditPage'),
  WorkoutPlanEdit: lazyPage(
    () => import('../features/workouts/plans/WorkoutPlanEditPage'),
    'WorkoutPlanEditPage',
  ),
  WorkoutsUi: lazyPage(() => import('../features/workouts/WorkoutsUiPage'), 'WorkoutsUiPage'),
  HabitTrackingIndex: lazyPage(
    () => import('../features/habit-tracking/HabitTrackingIndexPage'),
    'HabitTrackingIndexPage',
  ),
  HabitTrackingEdit: lazyPage(
    () => import('../features/habit-tracking/HabitTrackingEditPage'),
    'HabitTrackingEditPage',
  ),
  ClientPortalIndex: lazyPage(
    () => import('../features/client-portal/ClientPortalPage'),
    'ClientPortalPage',
  ),

  'Error-404': lazyPage(errors, 'NotFoundPage'),
  'Error-403': lazyPage(errors, 'ForbiddenPage'),
  AccessDenied: lazyPage(errors, 'AccessDeniedPage'),
};

export const NotBuiltPage = lazyPage(
  () => import('../features/placeholder/NotBuiltPage'),
  'NotBuiltPage',
);

export const SmsCenterAutoLogin = lazyPage(redirects, 'SmsCenterAutoLogin');
