// Every user-facing message of 000 §8, 001 §8 and 002 §8, word for word (odd spellings and
// grammar included), plus the labels of the shell screens and the server's own messages.
// Where the spec only describes a text, the wording here is ours and marked so.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const messages = {
  // 000 §8 errors and dialogs
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Your session has expired. Please refresh page to continue.',
  alreadyRegistered: (email: string) =>
    `Looks like you're already registered with ${email}, click here to login`,
  login: 'Login',
  unableToSubmitForm: 'Unable to submit form, Please correct all the errors!',
  limitExceededTitle: 'Limit exceeded',
  changePlan: 'CHANGE PLAN',
  genericFailure: 'We are unable to process your request, Please try again!',
  imageUploadFailed:
    'Unable to upload image, Please try to reduce the cropped image and upload again!',
  folderNameTaken: 'The folder name has already been taken!',
  cardAddFailed: 'Looks like something went wrong, please try after some time!',
  intentFailed: 'Oops! Looks like something went wrong, please try after some time.',
  csvIncorrectlyFormatted: 'Incorrectly formatted. please try again.',
  limitReachedTitle: 'Limit reached!',
  selectAccount: 'Please select a account to proceed',
  contentMachineBlocked:
    "Oops! It looks like you don't have access to the Content Machine™. Please contact support to learn how to get access.",
  contactSupport: 'Contact Support',
  upgradePlanSubject: 'Upgrade Plan',
  copied: (label = 'Link') => `${label} copied successfully!`,
  copyFailed: (label = 'Link') => `Failed to copy ${label}!`,
  imageTooLarge: 'The image may not be greater than 15MB.',
  selectImageFile: 'Please select an image file',
  selectFilesForFolder: 'Please select at least one file to add to this folder.',

  // 000 §8 success messages
  paidSubscriptionStarted: 'Paid subscription has been started successfully!',
  primaryLocationUpdated: 'Primary location has been updated successfully!',
  // The spec folds four messages into one sentence; each action gets its own.
  secondaryLocationSaved: 'Secondary location has been saved successfully!',
  secondaryLocationDeleted: 'Secondary location has been deleted successfully!',
  secondaryLocationSuspended: 'Secondary location has been suspended successfully!',
  secondaryLocationActivated: 'Secondary location has been activated successfully!',
  usersAdded: 'Users has been added successfully!',
  whiteLabelUpdated: 'White label has been updated successfully!',
  passwordChanged: 'Password has been changed successfully!',
  profileUpdated: 'Profile has been updated successfully!',
  userDeleted: 'The user has been deleted successfully!',
  credentialsSent: 'The login credentials has been send successfully!',
  imageUploaded: 'Image successfully uploaded!',
  folderArchived: 'Folder has been archived successfully!',
  folderRestored: 'Folder has been restored successfully!',
  folderDeleted: 'Folder has been deleted successfully!',
  // Ours, in the style of the three above: the spec lists no message for these folder calls.
  folderCreated: 'Folder has been created successfully!',
  folderUpdated: 'Folder has been updated successfully!',
  foldersSorted: 'Folders have been sorted successfully!',
  folderAssetsAdded: 'Items have been added to the folder successfully!',
  teaseSettingsUpdated: 'Tease settings has been updated successfully',
  teaseSettingsEnabled: 'Tease settings has been enabled successfully',
  teaseSettingsDisabled: 'Tease settings has been disabled successfully',
  lessonCompleted: 'Lesson marked as completed successfully!',
  lessonIncomplete: 'Lesson marked as incomplete successfully!',
  paymentVerified: 'Payment has been verified successfully!',
  cardAdded: 'Card has been added successfully!',
  emailCodeSent: 'Email verification code sent successfully!',
  emailVerified: 'Email verified successfully!',
  accountActivated: 'Account activated successfully!',

  // 000 §8 notices and confirmations
  portalChatNotice: 'You have received a message in portal chat.',
  smsNotice: (name: string, content: string) => `New message from ${name}: ${content}`,
  confirmTitle: 'Are you sure?',
  // Our wording: the spec only says what these confirmations are about.
  confirmArchiveFolder: 'This folder and all of its subfolders will be archived.',
  confirmRestoreFolder: 'This folder and all of its subfolders will be restored.',
  confirmDeleteFolder: 'This folder and all of its subfolders will be deleted.',
  confirmDeleteImage: 'Deleting an image is permanent and it cannot be recovered.',

  // 000 §2.4 shell (notification bar texts are ours; the spec gives their gist)
  comingSoon: 'Coming in early 2023!',
  cardExpires: (days: number) =>
    `Your card expires in ${plural(days, 'day')}. Please update your payment method.`,
  updatePaymentMethod: 'Update Payment Method',
  paymentDeclined: 'Your payment method was declined. Please update your billing details.',
  updateBilling: 'Update Billing',
  emailStatusOff: 'Your email status switch is OFF. Please enable it to send emails.',
  enableEmailStatus: 'Enable',
  dnsMissing:
    'The DNS records of your email domain are missing. Please add them so your emails can be delivered.',
  newVersion: 'A new version is available. Please refresh to get the latest updates.',
  refresh: 'Refresh',
  contactLimitApproachingTitle: 'Approaching contact limit',
  contactLimitReachedTitle: 'Contact limit reached',
  contactLimitText: (percentUsed: number, remaining: number) =>
    `You have used ${percentUsed}% of your contacts space, ${plural(remaining, 'contact')} remaining. Upgrade your plan to add more contacts.`,
  specialPlanAlert:
    'You are on a special plan that is not publicly offered. Please contact support to make any changes to your plan.',
  funnelsUpgrade: 'Funnels are not included in your plan. Upgrade your plan to use funnels.',
  upgradePlan: 'Upgrade Plan',
  selectProfile: 'Select Profile',
  editProfile: 'Edit Profile',
  signIn: 'Sign In',
  startPaidAccount: 'Start Paid Account',
  starting: 'Starting',

  // 000 §2.5 image uploader and cropper
  uploadTab: 'Upload',
  myLibraryTab: 'My Library',
  freeImagesTab: 'Free Images',
  bulkUploadTab: 'Bulk Upload',
  cropperTitle: 'Cropper',
  cancel: 'Cancel',
  crop: 'Crop',
  cropping: 'Cropping',
  minimumImageSize: (size: string) => `MINIMUM IMAGE SIZE IS ${size}`,
  // Our wording for the gif prompt of 000 §4.6.
  gifCropPrompt: 'Do you want to crop this gif or upload it as it is?',
  gifCropWarning: 'Cropping a gif removes its animation.',

  // 000 §2.6 content import wizard
  importHeadline: 'Import Your CSV Content File',
  importVerifyHint: 'Please wait while we verify your CSV file.',
  beginImport: 'Begin Import',
  validatingCsv: 'Validating CSV',
  csvLoaded: 'CSV file successfully loaded. Press import.',
  import: 'Import',
  importTo: 'Import To',
  primaryAccount: 'Primary Account',
  useSavedStyling: 'Use Saved Styling?',
  continue: 'Continue',
  importInProgressTitle: 'Great!',
  importInProgressText: 'Your content is being imported',
  importDoneTitle: 'Success!',
  importDoneText: 'Your content has been imported',
  itemsImported: (count: number, total: number) => `${count}/${total} Items Imported`,
  showMe: 'Show Me',
  importErrorTitle: 'Oops!',
  close: 'Close',
  history: 'History',
  noImportHistory: 'No import history found!',
  csvImported: 'CSV Imported',

  // 000 §2.7 apps card
  launch: 'Launch',
  importHistory: 'Import History',

  // 000 §2.8 marketplace
  watchTutorial: 'Watch how easy 1-click install can be!',
  moreTutorials: 'More Tutorials',
  learnMore: 'Learn more',
  readyToGrow: "I'M READY TO GROW MY BUSINESS!",
  getTheOffer: 'Get The Offer!',
  getTheDeal: 'Click Here To Get The Deal!',
  membersOnly: 'Members Only',
  joinTheClub: 'Join The Club',
  moneyBackGuarantee: '14-Day Money-Back Guarantee',

  // 001 §5 and §8
  enterCapitals: 'Please enter all capital letters',
  typeDeleteToDeleteFiles: 'Please type DELETE to delete file(s).',
  fileAdded: 'File has been successfully added!',
  fileDeleted: 'File has been successfully deleted!',
  fileDeleteFailed: 'Unable to delete file, please try again!',
  formQuestionSaved: 'Form question has been saved successfully!',
  optInsClosed:
    'This account is not currently accepting new opt-ins. Please contact account holder for details.',

  // 002 §8
  journeyQueued: 'Journey has been queued successfully!',
  journeyTerminated: 'Journey has been terminated successfully!',
  contactsAddedToPipelines: 'Contacts have been successfully added to pipelines!',
  twilioUpdated: 'Twilio credentials has been updated successfully!',
  unknownError: 'Unknown error',
  scenariosLoadFailed: 'Failed to load scenarios. Please try again.',
  contactsAssignFailed: 'Failed to assign contacts. Please try again.',
  contactAssignFailed: 'Failed to assign contact. Please try again.',
  contactRestrictFailed: 'Failed to restrict contact. Please try again.',
  scenarioTagsUpdateFailed: 'Failed to update scenario tags. Please try again.',
  settingsLoadFailed: 'Failed to load Settings. Please try again.',
  settingsUpdateFailed: 'Failed to update Settings. Please try again.',
  scenarioUpdateFailed: 'Failed to update scenario. Please try again.',
  scenarioPreviewResetFailed: 'Failed to reset scenario preview. Please try again.',
  scenarioDuplicateFailed: 'Failed to duplicate scenario. Please try again.',
  scenarioDeleteFailed: 'Failed to delete scenario. Please try again.',
  clientRestrictFailed: 'Failed to restrict client. Please try again.',
  clientResumeFailed: 'Failed to resume client. Please try again.',
  // "matching messages" for domains and senders (002 §8), in the pattern of the others
  emailDomainActivated: 'Email domain has been activated successfully!',
  emailDomainEnabled: 'Email domain has been enabled successfully!',
  emailDomainDisabled: 'Email domain has been disabled successfully!',
  emailDomainVerified: 'Email domain has been verified successfully!',
  emailDomainDeleted: 'Email domain has been deleted successfully!',
  emailDomainNotVerified: 'Email domain has not been verified yet!',
  senderActivated: 'Sender has been activated successfully!',
  senderDeleted: 'Sender has been deleted successfully!',

  // Server (API) messages
  invalidCredentials: 'These credentials do not match our records.',
  tooManyLoginAttempts: (seconds: number) =>
    `Too many login attempts. Please try again in ${seconds} seconds.`,
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please try again in ${seconds} seconds.`,
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  validationFailed: 'The given data was invalid.',
  nulCharacter: 'must not contain NUL characters',
  brokenUpload: 'The upload was cut short or is not valid multipart data. Please try again.',
  passwordResetSent: 'We have emailed your password reset link!',
  passwordReset: 'Your password has been reset!',
  invalidResetToken: 'This password reset token is invalid.',
  emailChangeRequested: (email: string) =>
    `Profile has been updated successfully! To sign in with ${email}, open the link we sent there.`,
  emailChanged: (email: string) => `Your sign-in email is now ${email}.`,
  invalidEmailChangeToken: 'This email change link is invalid or has expired.',
  locationSuspended: 'This location has been suspended. Please contact the account holder.',
  noLocationToSignIn: 'Your user has no location to sign in to. Please contact the account holder.',
  invalidTwofaCode: 'The two-factor code is invalid.',
  twofaRequired: 'Two-factor verification is required.',
  userSuspended: 'Your user has been suspended. Please contact the account holder.',
  invalidLoginToken: 'This login link is invalid or has expired.',
  serverError: 'Server error.',
  serverBusy: 'The server is too busy to answer in time. Please try again in a moment.',
  accountNotUsable: 'Your account is not active. Please reactivate it to continue.',
  currentPasswordRequired: 'Please enter your current password to change your email or password.',
  alreadyTaken: 'That value has already been taken. Please try another.',
  emailStatusUpdated: 'Email status has been updated successfully!',
  smsStatusUpdated: 'SMS status has been updated successfully!',
  emailTaken: 'The email has already been taken.',
  passwordIncorrect: 'The password is incorrect.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  invalidPlan: 'The selected plan is invalid.',
  invalidVerificationCode: 'The verification code is invalid or has expired.',
  codeResendWait: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting a new code.`,
  emailAlreadyVerified: 'The email has already been verified.',
  phoneAlreadyVerified: 'The phone has already been verified.',
  phoneCodeSent: 'Phone verification code sent successfully!',
  phoneVerified: 'Phone verified successfully!',
  businessVerified: 'Business details have been saved successfully!',
  registrationIncomplete: 'Please finish every registration step before activating the account.',
  emailNotVerified: 'The email has not been verified yet.',
  phoneNotVerified: 'The phone has not been verified yet.',
  businessNotVerified: 'The business details have not been saved yet.',
  twofaEnabled: 'Two-factor authentication has been enabled successfully!',
  twofaDisabled: 'Two-factor authentication has been disabled successfully!',
  twofaAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twofaNotStarted: 'Please generate a new two-factor secret first.',
  accountReactivated: 'Your account has been activated successfully!',
  accountNeedsSupport:
    'This account can only be reactivated by support. Please contact support to restore it.',
  sessionRevoked: 'The session has been signed out.',
  sessionsRevoked: (n: number) =>
    n === 1 ? '1 session has been signed out.' : `${n} sessions have been signed out.`,
  sameEmail: 'The new email is the one you sign in with already.',
  emailChangeLinkSent: (email: string) =>
    `We have sent a link to ${email}. Your sign-in email changes when you open it.`,
  noTrialToSkip: 'This account has no trial to skip.',
  // Saved styles and favourite colours (ours: 001 names the calls, not their messages)
  savedStyleUpdated: 'The style has been saved.',
  favoriteColorSaved: 'The colour has been added to your favourites.',
  favoriteColorDeleted: 'The colour has been removed from your favourites.',
  favoriteColorsFull: (max: number) =>
    `You can keep up to ${max} favourite colours. Remove one to add another.`,
  // Email domains and senders (002 §8 asks for matching messages; the words are ours)
  emailDomainSaved:
    'Email domain has been added successfully! Publish its DNS records, then verify it.',
  emailDomainsDeleted: 'Email domains have been deleted successfully!',
  emailDomainLocationsActivated: 'Email domain has been activated for the locations successfully!',
  emailDomainTaken: 'This domain has already been added.',
  emailDomainsFull: (max: number) =>
    `You can add up to ${max} email domains. Delete one to add another.`,
  emailDomainInvalid: 'The domain must be a domain name, like example.com.',
  emailDomainLookupFailed:
    'The DNS records could not be looked up right now. Please try again in a few minutes.',
  emailSenderSaved: 'Sender has been saved successfully!',
  emailSendersDeleted: 'Senders have been deleted successfully!',
  emailSenderLocationsActivated: 'Sender has been activated for the locations successfully!',
  emailSenderOutsideDomain: (domain: string) => `The email must be an address at ${domain}.`,
  emailSenderTaken: 'This sender has already been added.',
  dnsRecordMissing: (type: string, host: string) => `No ${type} record found at ${host}`,
  dnsSpfWithoutInclude: (host: string, include: string) =>
    `The SPF record at ${host} does not include ${include}`,
  dnsDkimMismatch: (host: string) => `The DKIM record at ${host} does not hold this domain's key`,
  dnsCnameMismatch: (host: string, target: string) =>
    `The CNAME record at ${host} does not point to ${target}`,
  // Signatures, email buttons and email images (ours: 001 names the calls, not their messages)
  signatureSaved: 'Signature has been saved successfully!',
  signatureDeleted: 'Signature has been deleted successfully!',
  signaturesFull: (max: number) =>
    `A location can keep up to ${max} signatures. Delete one to add another.`,
  emailButtonSaved: 'Email button has been saved successfully!',
  emailButtonDeleted: 'Email button has been deleted successfully!',
  emailButtonsFull: (max: number) =>
    `A location can keep up to ${max} email buttons. Delete one to add another.`,
  emailImageInvalid: 'The image must be a jpeg, png, gif or webp picture.',
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChanges: 'You have changes that are not saved. Leave this page and lose them?',
  // Personalization (ours: 000 §3 names the tokens, not their errors)
  unknownToken: (token: string) =>
    `{{${token}}} is not a personalization token. Pick one from the list of tokens.`,
} as const;
