import { emptyRecipients } from '@coachline/contract/broadcasts';
import { emailButtonDefaults } from '@coachline/contract/email-buttons';
import { recoveryPageDefaults } from '@coachline/contract/recovery-page';
import { signatureDefaults } from '@coachline/contract/signatures';
import { getTableColumns, getTableName, inArray, isTable, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { teaseSettings } from '../features/admin-settings/admin-settings.tables';
import { broadcasts } from '../features/broadcasts/broadcasts.tables';
import { calendarEventContacts, calendarEvents } from '../features/calendar/calendar.tables';
import { checkoutEmailSettings, checkoutSettings } from '../features/checkout/checkout.tables';
import { rewardSettingsOf } from '../features/client-portal/client-portal.service';
import {
  clientPortalAnnouncements,
  clientPortalNavigationItems,
} from '../features/client-portal/client-portal.tables';
import { insertImport } from '../features/contact-import/contact-import.repository';
import { tabsOf } from '../features/contacts/contacts.settings.repository';
import { contactNotes, contactRewards, customFields } from '../features/contacts/contacts.tables';
import { emailButtons } from '../features/email-content/email-content.tables';
import { emailDomains, emailSenders } from '../features/email-domains/email-domains.tables';
import { fileContacts, files, fileUsers } from '../features/files/files.tables';
import { folders } from '../features/folders/folders.tables';
import {
  formAnswers,
  formContacts,
  formQuestions,
  formSubmissions,
  forms,
} from '../features/forms/forms.tables';
import {
  habitCategories,
  habitCheckins,
  habitContacts,
  habitProofs,
  habitReminderDeliveries,
  habits,
  habitTrackings,
} from '../features/habit-tracking/habit-tracking.tables';
import { libraryImages } from '../features/image-library/image-library.tables';
import {
  automationWebhooks,
  smsInbound,
  twilioConnections,
} from '../features/integrations/integrations.tables';
import {
  journeyActions,
  journeyEnrolments,
  journeys,
  journeyTriggers,
} from '../features/journeys/journeys.tables';
import {
  conversationStates,
  portalMessages,
  scheduledMessages,
} from '../features/message-center/message-center.tables';
import { deliveryEvents, messageSends, suppressions } from '../features/messaging/messaging.tables';
import { pageContacts, pageDownloads, pages } from '../features/pages/pages.tables';
import { pipelineCards, pipelineStages, pipelines } from '../features/pipelines/pipelines.tables';
import {
  playbookButtons,
  playbookCanvaImports,
  playbookCategories,
  playbookContacts,
  playbookDownloads,
  playbookFaqs,
  playbookQuestions,
  playbookSteps,
  playbookStepTabs,
  playbooks,
} from '../features/playbooks/playbooks.tables';
import {
  progressCategories,
  progressContacts,
  progressEntries,
  progressGoals,
  progressProofs,
  progressQuestions,
  progressReminderDeliveries,
  progressSections,
  progressSubmissions,
  progressTrackings,
} from '../features/progress-tracking/progress-tracking.tables';
import { recoveryPageSettings } from '../features/recovery-page/recovery-page.tables';
import {
  onboardingCategories,
  onboardingContents,
  onboardingScenarioContacts,
  onboardingScenarios,
  onboardingScenarioTags,
  onboardingStepCompletions,
  onboardingStepContents,
  onboardingSteps,
} from '../features/scenarios/scenarios.tables';
import {
  sequenceDeliveries,
  sequenceMessages,
  sequenceSubscribers,
  sequences,
} from '../features/sequences/sequences.tables';
import { assetImports, assetShares } from '../features/sharing/sharing.tables';
import { signatures } from '../features/signatures/signatures.tables';
import { favoriteColors } from '../features/styles/styles.tables';
import { taskContacts, tasks } from '../features/tasks/tasks.tables';
import {
  templateCategories,
  templateSends,
  templates,
} from '../features/templates/templates.tables';
import {
  exerciseAttributes,
  exerciseAttributeTypes,
  exercises,
  workoutBlockExercises,
  workoutBlocks,
  workoutCategories,
  workoutContacts,
  workoutPlanContacts,
  workoutPlanDays,
  workoutPlans,
  workoutPlanWeeks,
  workouts,
} from '../features/workouts/workouts.tables';
import type { Deps } from '../platform/deps';
import { buildContact, buildGroup, buildStaff, buildTag } from './factories';

const recoveryPageValues = {
  isEnabled: recoveryPageDefaults.is_enabled,
  pageTitle: recoveryPageDefaults.page_title,
  unsubscribeMessage: recoveryPageDefaults.unsubscribe_message,
  unsubscribeButtonText: recoveryPageDefaults.unsubscribe_button_text,
  unsubscribedMessage: recoveryPageDefaults.unsubscribed_message,
  resubscribeButtonText: recoveryPageDefaults.resubscribe_button_text,
  resubscribedMessage: recoveryPageDefaults.resubscribed_message,
};

// A tenant as the sweeps see it: one row of every kind a request can name, the sequences moved
// apart so one tenant's ids never equal another's, and a snapshot of every row a tenant owns.

/** One row of every kind a request names by id, in the account `accountId`. */
export async function buildTenantRows(deps: Deps, accountId: number, locationId: number) {
  const tag = await buildTag(deps, { accountId });
  const contact = await buildContact(deps, { accountId, tags: [tag.id], memberId: 'M-1' });
  const second = await buildContact(deps, { accountId });
  const deleted = await buildContact(deps, { accountId, deletedAt: new Date() });
  const group = await buildGroup(deps, { accountId, contactIds: [contact.id] });
  const staff = await buildStaff(deps, accountId);
  // A session of the staff user: the owner's own list never shows it, nor may revoke it.
  const [session] = await deps.db
    .insert(schema.sessions)
    .values({
      userId: staff.id,
      tokenHash: `tenant-session-${staff.id}`,
      accessedLocationId: accountId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [field] = await deps.db
    .insert(customFields)
    .values({ accountId, name: `Field ${accountId}`, key: 'field' })
    .returning();
  const [note] = await deps.db
    .insert(contactNotes)
    .values({ accountId, contactId: contact.id, body: 'A note' })
    .returning();
  const [reward] = await deps.db
    .insert(contactRewards)
    .values({ accountId, contactId: contact.id, points: 10 })
    .returning();
  const [color] = await deps.db
    .insert(favoriteColors)
    .values({ accountId, color: '#2C3E50' })
    .returning();
  const [send] = await deps.db
    .insert(messageSends)
    .values({
      accountId,
      contactId: contact.id,
      channel: 'email',
      source: 'contact',
      toAddress: contact.email!,
      subject: 'Hello',
      body: '<p>Hello</p>',
      status: 'sent',
      messageId: `<tenant-${accountId}@coachline.test>`,
    })
    .returning();
  await deps.db.insert(deliveryEvents).values({ accountId, sendId: send!.id, type: 'delivered' });
  await deps.db
    .insert(suppressions)
    .values({ accountId, type: 'bounces', address: `bounced-${accountId}@example.test` });
  const [templateCategory] = await deps.db
    .insert(templateCategories)
    .values({ accountId, name: 'Welcome', isContent: 1 })
    .returning();
  const [template] = await deps.db
    .insert(templates)
    .values({
      accountId,
      categoryId: templateCategory!.id,
      name: 'Welcome',
      subject: 'Hello {{first_name}}',
      body: '<p>Hello</p>',
    })
    .returning();
  const [folder] = await deps.db
    .insert(folders)
    .values({ accountId, assetType: 'templates', title: 'Welcome' })
    .returning();
  await deps.db
    .insert(templates)
    .values({ accountId, categoryId: templateCategory!.id, name: 'Filed', folderId: folder!.id });
  // A file's row alone: no call of the sweeps reaches its bytes (a download answers 404 first).
  const [file] = await deps.db
    .insert(files)
    .values({
      accountId,
      name: 'Plan',
      ext: 'pdf',
      class: 'pdf',
      size: 3,
      storageKey: `files/${accountId}/tenant-row`,
      permission: 'selected',
    })
    .returning();
  await deps.db.insert(fileUsers).values({ accountId, fileId: file!.id, userId: staff.id });
  await deps.db
    .insert(fileContacts)
    .values({ accountId, fileId: file!.id, contactId: contact.id, sentBy: staff.id });
  const [libraryImage] = await deps.db
    .insert(libraryImages)
    .values({
      accountId,
      type: '180x60',
      width: 180,
      height: 60,
      bytes: 3,
      isCropped: true,
      storageKey: `public/media/${accountId}/180x60/tenant-row.png`,
    })
    .returning();
  await deps.db
    .insert(templateSends)
    .values({ accountId, templateId: template!.id, sendId: send!.id });
  const [broadcast] = await deps.db
    .insert(broadcasts)
    .values({
      accountId,
      templateId: template!.id,
      title: 'Hello',
      subject: 'Hello',
      body: '<p>Hello</p>',
      recipients: { ...emptyRecipients, contact_ids: [contact.id] },
      status: 'sent',
      queuedAt: new Date(),
      finishedAt: new Date(),
      recipientsCount: 1,
      sentCount: 1,
    })
    .returning();
  await deps.db.insert(messageSends).values({
    accountId,
    contactId: contact.id,
    broadcastId: broadcast!.id,
    channel: 'email',
    source: 'broadcast',
    toAddress: contact.email!,
    subject: 'Hello',
    body: '',
    status: 'sent',
  });
  const [emailDomain] = await deps.db
    .insert(emailDomains)
    .values({
      accountId,
      domain: `mail-${accountId}.example.test`,
      dkimSelector: 'coachlinetest',
      dkimPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      dkimPrivateKey: deps.secrets.seal('not a key'),
      isActive: true,
    })
    .returning();
  const [emailSender] = await deps.db
    .insert(emailSenders)
    .values({
      accountId,
      emailDomainId: emailDomain!.id,
      name: 'Coach',
      email: `coach@mail-${accountId}.example.test`,
      isActive: true,
    })
    .returning();
  await deps.db.insert(twilioConnections).values({
    accountId,
    accountSid: `AC${'0'.repeat(32)}`,
    authTokenSealed: deps.secrets.seal('0'.repeat(32)),
    fromNumber: '+16175550100',
  });
  await deps.db.insert(smsInbound).values({
    accountId,
    contactId: contact.id,
    fromNumber: '+16175550123',
    toNumber: '+16175550100',
    body: 'Hello',
    messageSid: `SM-tenant-${accountId}`,
  });
  const [signature] = await deps.db
    .insert(signatures)
    .values({
      accountId,
      design: { ...signatureDefaults, full_name: `Signature ${accountId}` },
      isDefault: true,
    })
    .returning();
  const [emailButton] = await deps.db
    .insert(emailButtons)
    .values({
      accountId,
      design: { ...emailButtonDefaults, text: 'Book', url: 'https://example.com/book' },
    })
    .returning();
  await deps.db.insert(recoveryPageSettings).values({
    accountId,
    ...recoveryPageValues,
    pageTitle: `Recovery ${accountId}`,
  });
  await deps.db.insert(checkoutSettings).values({ accountId, taxId: `TAX-${accountId}` });
  await deps.db.insert(checkoutEmailSettings).values({
    accountId,
    type: 2,
    subject: `Receipt ${accountId}`,
    body: 'Thank you',
    isEnabled: true,
  });
  await deps.db
    .insert(portalMessages)
    .values({ accountId, contactId: contact.id, direction: 'inbound', body: 'Hi coach' });
  await deps.db
    .insert(conversationStates)
    .values({ accountId, contactId: contact.id, channel: 'portal', markedUnread: true });
  const [scheduled] = await deps.db
    .insert(scheduledMessages)
    .values({
      accountId,
      contactId: contact.id,
      channel: 'sms',
      body: 'Later',
      sendAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [teaseSetting] = await deps.db
    .insert(teaseSettings)
    .values({ accountId, kind: 'workouts', settingValue: '{"headline":"Tease"}' })
    .returning();
  const [form] = await deps.db
    .insert(forms)
    .values({ accountId, title: `Intake ${accountId}`, publicKey: `tenant-form-${accountId}` })
    .returning();
  const [question] = await deps.db
    .insert(formQuestions)
    .values({ accountId, formId: form!.id, type: 'short_text', title: 'Goal', ordering: 1 })
    .returning();
  await deps.db.insert(formContacts).values({ accountId, formId: form!.id, contactId: contact.id });
  const [respondent] = await deps.db
    .insert(formSubmissions)
    .values({
      accountId,
      formId: form!.id,
      contactId: contact.id,
      publicKey: `tenant-respondent-${accountId}`,
      email: contact.email,
      fileName: 'Intake.pdf',
    })
    .returning();
  await deps.db.insert(formAnswers).values({
    accountId,
    submissionId: respondent!.id,
    formId: form!.id,
    questionId: question!.id,
    value: 'Strength',
  });
  const [page] = await deps.db
    .insert(pages)
    .values({ accountId, title: `Lesson ${accountId}`, content: '<p>Lesson</p>' })
    .returning();
  await deps.db.insert(pageContacts).values({ accountId, pageId: page!.id, contactId: contact.id });
  const [pageDownload] = await deps.db
    .insert(pageDownloads)
    .values({
      accountId,
      pageId: page!.id,
      name: 'Guide',
      ext: 'pdf',
      size: 1,
      storageKey: `pages/${accountId}/tenant-guide`,
    })
    .returning();
  const [playbookCategory] = await deps.db
    .insert(playbookCategories)
    .values({ accountId, name: `Onboarding ${accountId}` })
    .returning();
  const [playbook] = await deps.db
    .insert(playbooks)
    .values({ accountId, title: `Start here ${accountId}`, categoryId: playbookCategory!.id })
    .returning();
  const [step] = await deps.db
    .insert(playbookSteps)
    .values({ accountId, playbookId: playbook!.id, title: 'Welcome', ordering: 1 })
    .returning();
  const [stepTab] = await deps.db
    .insert(playbookStepTabs)
    .values({ accountId, stepId: step!.id, title: 'Video', ordering: 1 })
    .returning();
  const [playbookDownload] = await deps.db
    .insert(playbookDownloads)
    .values({
      accountId,
      playbookId: playbook!.id,
      title: 'Guide',
      url: 'https://example.com/guide.pdf',
      ordering: 1,
    })
    .returning();
  const [faq] = await deps.db
    .insert(playbookFaqs)
    .values({
      accountId,
      playbookId: playbook!.id,
      question: 'Why?',
      answer: 'Because.',
      ordering: 1,
    })
    .returning();
  const [playbookButton] = await deps.db
    .insert(playbookButtons)
    .values({
      accountId,
      playbookId: playbook!.id,
      kind: 'custom',
      label: 'Book a call',
      url: 'https://example.com/book',
      color: '#2C3E50',
      ordering: 1,
    })
    .returning();
  await deps.db
    .insert(playbookContacts)
    .values({ accountId, playbookId: playbook!.id, contactId: contact.id });
  const [playbookQuestion] = await deps.db
    .insert(playbookQuestions)
    .values({ accountId, playbookId: playbook!.id, contactId: contact.id, question: 'How?' })
    .returning();
  const [canvaImport] = await deps.db
    .insert(playbookCanvaImports)
    .values({
      accountId,
      playbookId: playbook!.id,
      userId: staff.id,
      fileName: 'Design.zip',
      fileKey: `imports/${accountId}/design.zip`,
      pages: [{ entry: '1.png', pdfPage: null, title: 'Page 1' }],
      status: 'completed',
      pagesDone: 1,
    })
    .returning();
  const [share] = await deps.db
    .insert(assetShares)
    .values({
      accountId,
      assetType: 'forms',
      assetId: form!.id,
      token: `tenant-share-token-${accountId}`,
      shortCode: `tenant-${accountId}`,
    })
    .returning();
  const [assetImport] = await deps.db
    .insert(assetImports)
    .values({
      accountId,
      shareId: share!.id,
      fromAccountId: accountId,
      assetType: 'forms',
      sourceAssetId: form!.id,
      assetId: form!.id,
      title: form!.title,
    })
    .returning();
  // The portal's setting row (its first read writes it), an announcement and a menu link.
  await rewardSettingsOf(deps, accountId);
  const [announcement] = await deps.db
    .insert(clientPortalAnnouncements)
    .values({ accountId, title: `News ${accountId}`, body: 'Hello', sortOrder: 1 })
    .returning();
  const [navigationItem] = await deps.db
    .insert(clientPortalNavigationItems)
    .values({ accountId, label: 'Shop', url: 'https://example.com/shop', sortOrder: 1 })
    .returning();
  // A calendar event for one contact.
  const [calendarEvent] = await deps.db
    .insert(calendarEvents)
    .values({
      accountId,
      title: 'Class',
      eventDate: '2026-12-01',
      startTime: '09:00',
      everyone: false,
    })
    .returning();
  await deps.db
    .insert(calendarEventContacts)
    .values({ accountId, eventId: calendarEvent!.id, contactId: contact.id });
  // A task about the contact.
  const [task] = await deps.db
    .insert(tasks)
    .values({ accountId, title: 'Call back', assigneeId: staff.id })
    .returning();
  await deps.db.insert(taskContacts).values({ accountId, taskId: task!.id, contactId: contact.id });
  // A journey with a trigger and an if/else card, the contact on it.
  const [journey] = await deps.db
    .insert(journeys)
    .values({ accountId, name: 'Welcome', status: 'enabled' })
    .returning();
  const [journeyTrigger] = await deps.db
    .insert(journeyTriggers)
    .values({ accountId, journeyId: journey!.id, type: 'tag_added', settings: { tag_id: tag.id } })
    .returning();
  const [journeyAction] = await deps.db
    .insert(journeyActions)
    .values({
      accountId,
      journeyId: journey!.id,
      position: 0,
      type: 'condition',
      settings: { rules: [{ kind: 'last_email', op: 'opened' }] },
    })
    .returning();
  await deps.db.insert(journeyEnrolments).values({
    accountId,
    journeyId: journey!.id,
    contactId: contact.id,
    status: 'waiting',
    actionId: journeyAction!.id,
    wakeAt: new Date(Date.now() + 86_400_000),
  });
  // A sequence with a message, the contact waiting for it, and one it was sent.
  const [sequence] = await deps.db
    .insert(sequences)
    .values({ accountId, title: 'Welcome drip' })
    .returning();
  const [sequenceMessage] = await deps.db
    .insert(sequenceMessages)
    .values({
      accountId,
      sequenceId: sequence!.id,
      position: 0,
      type: 'email',
      subject: 'Hi',
      body: 'Hello',
    })
    .returning();
  const [subscriber] = await deps.db
    .insert(sequenceSubscribers)
    .values({
      accountId,
      sequenceId: sequence!.id,
      contactId: contact.id,
      status: 'active',
      messageId: sequenceMessage!.id,
      wakeAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await deps.db.insert(sequenceDeliveries).values({
    accountId,
    sequenceId: sequence!.id,
    messageId: sequenceMessage!.id,
    subscriberId: subscriber!.id,
    contactId: contact.id,
    step: null,
    sendId: send!.id,
  });
  // A pipeline of one stage, the contact's card in it.
  const [pipeline] = await deps.db
    .insert(pipelines)
    .values({ accountId, name: 'Sales' })
    .returning();
  const [pipelineStage] = await deps.db
    .insert(pipelineStages)
    .values({ accountId, pipelineId: pipeline!.id, name: 'Lead', position: 0 })
    .returning();
  await deps.db.insert(pipelineCards).values({
    accountId,
    pipelineId: pipeline!.id,
    stageId: pipelineStage!.id,
    contactId: contact.id,
  });
  // An exercise with an attribute of the location's own type, a workout of one block holding
  // it, a smart block, a plan of one week whose Monday holds the workout, a smart week; the
  // contact given both.
  const [attributeType] = await deps.db
    .insert(exerciseAttributeTypes)
    .values({ accountId, name: 'Implements' })
    .returning();
  const [exerciseAttribute] = await deps.db
    .insert(exerciseAttributes)
    .values({ accountId, attributeTypeId: attributeType!.id, name: 'Sled' })
    .returning();
  const [exercise] = await deps.db
    .insert(exercises)
    .values({ accountId, name: 'Sled Push' })
    .returning();
  const [workoutCategory] = await deps.db
    .insert(workoutCategories)
    .values({ accountId, name: 'Strength' })
    .returning();
  const [workout] = await deps.db
    .insert(workouts)
    .values({ accountId, name: 'Upper A', categoryId: workoutCategory!.id })
    .returning();
  const [workoutBlock] = await deps.db
    .insert(workoutBlocks)
    .values({ accountId, workoutId: workout!.id, name: 'Main' })
    .returning();
  const [smartBlock] = await deps.db
    .insert(workoutBlocks)
    .values({ accountId, workoutId: null, name: 'Kept' })
    .returning();
  const [blockExercise] = await deps.db
    .insert(workoutBlockExercises)
    .values({ accountId, blockId: workoutBlock!.id, exerciseId: exercise!.id, reps: '10' })
    .returning();
  await deps.db
    .insert(workoutContacts)
    .values({ accountId, workoutId: workout!.id, contactId: contact.id });
  const [workoutPlan] = await deps.db
    .insert(workoutPlans)
    .values({ accountId, name: 'Four weeks' })
    .returning();
  const [planWeek] = await deps.db
    .insert(workoutPlanWeeks)
    .values({ accountId, planId: workoutPlan!.id, name: 'Week 1' })
    .returning();
  const [smartWeek] = await deps.db
    .insert(workoutPlanWeeks)
    .values({ accountId, planId: null, name: 'Deload' })
    .returning();
  const [planDay] = await deps.db
    .insert(workoutPlanDays)
    .values({ accountId, weekId: planWeek!.id, day: 1, workoutId: workout!.id })
    .returning();
  await deps.db.insert(workoutPlanContacts).values({
    accountId,
    planId: workoutPlan!.id,
    contactId: contact.id,
    startDate: '2026-01-05',
  });
  // An onboarding scenario with its tag, a category, a step holding a content, the contact
  // assigned with the step completed.
  const [scenario] = await deps.db
    .insert(onboardingScenarios)
    .values({ accountId, name: 'New client' })
    .returning();
  await deps.db
    .insert(onboardingScenarioTags)
    .values({ accountId, scenarioId: scenario!.id, tagId: tag.id });
  const [scenarioCategory] = await deps.db
    .insert(onboardingCategories)
    .values({ accountId, scenarioId: scenario!.id, name: 'Welcome' })
    .returning();
  const [scenarioStep] = await deps.db
    .insert(onboardingSteps)
    .values({ accountId, categoryId: scenarioCategory!.id, name: 'Watch the video' })
    .returning();
  const [scenarioContent] = await deps.db
    .insert(onboardingContents)
    .values({
      accountId,
      data: { type: 'video', title: 'Welcome', url: 'https://example.test/welcome' },
    })
    .returning();
  const [stepContent] = await deps.db
    .insert(onboardingStepContents)
    .values({ accountId, stepId: scenarioStep!.id, contentId: scenarioContent!.id })
    .returning();
  await deps.db
    .insert(onboardingScenarioContacts)
    .values({ accountId, scenarioId: scenario!.id, contactId: contact.id });
  await deps.db
    .insert(onboardingStepCompletions)
    .values({ accountId, stepId: scenarioStep!.id, contactId: contact.id });
  // A progress tracking with a category, a section holding a question, the contact on it with
  // a goal, a submission with its value and a proof, and a reminder delivered.
  const [progressTracking] = await deps.db
    .insert(progressTrackings)
    .values({ accountId, name: 'Summer shred' })
    .returning();
  const [progressCategory] = await deps.db
    .insert(progressCategories)
    .values({ accountId, trackingId: progressTracking!.id, name: 'Weight', unit: 'kg' })
    .returning();
  const [progressSection] = await deps.db
    .insert(progressSections)
    .values({ accountId, trackingId: progressTracking!.id, name: 'Week' })
    .returning();
  const [progressQuestion] = await deps.db
    .insert(progressQuestions)
    .values({ accountId, sectionId: progressSection!.id, type: 'text', label: 'Wins' })
    .returning();
  await deps.db
    .insert(progressContacts)
    .values({ accountId, trackingId: progressTracking!.id, contactId: contact.id });
  await deps.db.insert(progressGoals).values({
    accountId,
    categoryId: progressCategory!.id,
    contactId: contact.id,
    start: 80,
    target: 70,
  });
  const [progressSubmission] = await deps.db
    .insert(progressSubmissions)
    .values({ accountId, trackingId: progressTracking!.id, contactId: contact.id, answers: [] })
    .returning();
  const [progressEntry] = await deps.db
    .insert(progressEntries)
    .values({
      accountId,
      categoryId: progressCategory!.id,
      contactId: contact.id,
      submissionId: progressSubmission!.id,
      value: 78,
    })
    .returning();
  const [progressProof] = await deps.db
    .insert(progressProofs)
    .values({
      accountId,
      submissionId: progressSubmission!.id,
      contactId: contact.id,
      storageKey: `progress/${accountId}/proof.jpg`,
      name: 'proof.jpg',
      size: 10,
    })
    .returning();
  await deps.db.insert(progressReminderDeliveries).values({
    accountId,
    trackingId: progressTracking!.id,
    contactId: contact.id,
    dueAt: new Date('2026-01-05T14:00:00Z'),
  });
  // A habit tracking with a category holding a habit, the contact on it with a check-in and its
  // photo, and a reminder delivered.
  const [habitTracking] = await deps.db
    .insert(habitTrackings)
    .values({ accountId, name: 'Daily five' })
    .returning();
  const [habitCategory] = await deps.db
    .insert(habitCategories)
    .values({ accountId, trackingId: habitTracking!.id, name: 'Body' })
    .returning();
  const [habit] = await deps.db
    .insert(habits)
    .values({
      accountId,
      trackingId: habitTracking!.id,
      categoryId: habitCategory!.id,
      name: 'Walk',
      proof: 'optional',
      completions: 1,
      score: 1,
    })
    .returning();
  await deps.db.insert(habitContacts).values({
    accountId,
    trackingId: habitTracking!.id,
    contactId: contact.id,
    score: 1,
    daysDone: 1,
    bestStreak: 1,
    lastCheckinOn: '2026-01-05',
  });
  const [habitCheckin] = await deps.db
    .insert(habitCheckins)
    .values({
      accountId,
      trackingId: habitTracking!.id,
      habitId: habit!.id,
      contactId: contact.id,
      date: '2026-01-05',
      done: true,
    })
    .returning();
  const [habitProof] = await deps.db
    .insert(habitProofs)
    .values({
      accountId,
      checkinId: habitCheckin!.id,
      trackingId: habitTracking!.id,
      habitId: habit!.id,
      contactId: contact.id,
      date: '2026-01-05',
      storageKey: `habit-proofs/${accountId}/proof.jpg`,
      name: 'proof.jpg',
      size: 10,
    })
    .returning();
  await deps.db.insert(habitReminderDeliveries).values({
    accountId,
    trackingId: habitTracking!.id,
    contactId: contact.id,
    dueAt: new Date('2026-01-05T14:00:00Z'),
  });
  const [automationWebhook] = await deps.db
    .insert(automationWebhooks)
    .values({ accountId, name: 'Funnel', key: `key-${accountId}-${Date.now()}`, tagIds: [tag.id] })
    .returning();
  const [tab] = await tabsOf(deps.db, accountId);
  const upload = await insertImport(deps.db, accountId, {
    userId: staff.id,
    fileName: 'waiting.csv',
    filePath: `imports/${accountId}/waiting.csv`,
    fileType: 'csv',
    headers: ['Email'],
  });
  return {
    location: locationId,
    tag: tag.id,
    contact: contact.id,
    second: second.id,
    deleted: deleted.id,
    group: group.id,
    staff: staff.id,
    field: field!.id,
    note: note!.id,
    reward: reward!.id,
    tab: tab!.id,
    color: color!.id,
    send: send!.id,
    scheduled: scheduled!.id,
    templateCategory: templateCategory!.id,
    template: template!.id,
    folder: folder!.id,
    file: file!.id,
    libraryImage: libraryImage!.id,
    form: form!.id,
    question: question!.id,
    respondent: respondent!.id,
    page: page!.id,
    pageDownload: pageDownload!.id,
    playbookCategory: playbookCategory!.id,
    playbook: playbook!.id,
    step: step!.id,
    stepTab: stepTab!.id,
    playbookDownload: playbookDownload!.id,
    faq: faq!.id,
    playbookButton: playbookButton!.id,
    playbookQuestion: playbookQuestion!.id,
    canvaImport: canvaImport!.id,
    share: share!.id,
    assetImport: assetImport!.id,
    broadcast: broadcast!.id,
    emailDomain: emailDomain!.id,
    emailSender: emailSender!.id,
    signature: signature!.id,
    emailButton: emailButton!.id,
    teaseSetting: teaseSetting!.id,
    upload: upload.id,
    session: session!.id,
    announcement: announcement!.id,
    navigationItem: navigationItem!.id,
    calendarEvent: calendarEvent!.id,
    task: task!.id,
    journey: journey!.id,
    journeyTrigger: journeyTrigger!.id,
    journeyAction: journeyAction!.id,
    automationWebhook: automationWebhook!.id,
    sequence: sequence!.id,
    sequenceMessage: sequenceMessage!.id,
    pipeline: pipeline!.id,
    pipelineStage: pipelineStage!.id,
    attributeType: attributeType!.id,
    exerciseAttribute: exerciseAttribute!.id,
    exercise: exercise!.id,
    workoutCategory: workoutCategory!.id,
    workout: workout!.id,
    workoutBlock: workoutBlock!.id,
    smartBlock: smartBlock!.id,
    blockExercise: blockExercise!.id,
    workoutPlan: workoutPlan!.id,
    planWeek: planWeek!.id,
    smartWeek: smartWeek!.id,
    planDay: planDay!.id,
    scenario: scenario!.id,
    scenarioCategory: scenarioCategory!.id,
    scenarioStep: scenarioStep!.id,
    scenarioContent: scenarioContent!.id,
    stepContent: stepContent!.id,
    progressTracking: progressTracking!.id,
    progressCategory: progressCategory!.id,
    progressSection: progressSection!.id,
    progressQuestion: progressQuestion!.id,
    progressEntry: progressEntry!.id,
    progressProof: progressProof!.id,
    habitTracking: habitTracking!.id,
    habitCategory: habitCategory!.id,
    habit: habit!.id,
    habitProof: habitProof!.id,
    email: contact.email!,
  };
}
export type TenantRows = Awaited<ReturnType<typeof buildTenantRows>>;

/**
 * Moves every sequence far ahead: a row made afterwards can never have the id of one made
 * before, so a tenant built after this call names none of the earlier tenant's rows by chance.
 */
export async function separateSequences(database: Database) {
  const sequences = await database.raw.query(
    "select sequence_schema || '.' || sequence_name as name from information_schema.sequences where sequence_schema = 'public'",
  );
  for (const row of sequences.rows)
    await database.raw.query(`select setval('${String(row.name)}', 1000000)`);
}

/** Tables that hold no tenant's rows, and why. Every other table is in the snapshot. */
export const untenantedTables: Record<string, string> = {
  login_throttle: 'counters keyed by email and client address, shared by every tenant',
  mail_outbox: 'messages by recipient address, written by public calls too',
  sms_outbox: 'messages by recipient number, written by public calls too',
};

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => isTable(value),
);
const columnOf = (table: PgTable, name: string): PgColumn | undefined =>
  (getTableColumns(table) as Record<string, PgColumn>)[name];

/**
 * Every row an organization owns, table by table, in a stable order: the accounts themselves,
 * every row whose `account_id` is one of them, and every row of their users (sessions, tokens,
 * registrations). A table added later is in it without being listed.
 */
export async function tenantSnapshot(deps: Deps, accountIds: number[]) {
  const userIds = (
    await deps.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(
        or(
          inArray(schema.users.accountId, accountIds),
          inArray(schema.users.companyId, accountIds),
        ),
      )
  ).map((row) => row.id);
  const owned = (table: PgTable): SQL | undefined => {
    if (table === schema.accounts) return inArray(schema.accounts.id, accountIds);
    const account = columnOf(table, 'accountId');
    if (account) return inArray(account, accountIds);
    const user = columnOf(table, 'userId');
    if (user) return inArray(user, userIds.length ? userIds : [0]);
    return undefined;
  };
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const where = owned(table);
    if (!where) {
      if (!(name in untenantedTables)) throw new Error(`${name}: whose rows are these?`);
      continue;
    }
    const rows = await deps.db.select().from(table).where(where);
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
