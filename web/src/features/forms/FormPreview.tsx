import {
  addOnLabels,
  type FormSettings,
  formDefaults,
  type Question,
  ratingMaxDefault,
} from '@coachline/contract/forms';
import { defaultHeadline, defaultSubheadline, type TextStyle } from '@coachline/contract/styles';
import {
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { DeepPartial } from 'react-hook-form';
import { FormFieldset } from '../../ui/FormFieldset';
import { textStyleCss } from '../styles/textStyleCss';

// The form as a visitor will see it on its public link, drawn from the settings being edited:
// the cover under its overlay, the logo, the title and subheadline in their styles, the
// get-started button, the add-ons, every question and the submit button in the accent colour.
// Its fields are shown, never filled (a disabled fieldset); its buttons are drawn, not pressed.

/** The settings being typed may be part-way; what is missing reads as the default. */
type PreviewSettings = DeepPartial<FormSettings>;

const styleOr = (style: DeepPartial<TextStyle> | undefined, fallback: TextStyle): TextStyle => ({
  ...fallback,
  ...style,
});

/** What the preview draws: each setting as typed, the default where none is yet. */
function shownSettings(typed: PreviewSettings) {
  const d = formDefaults;
  const accent = typed.accent_color ?? '';
  return {
    submit_label: typed.submit_label ?? d.submit_label,
    submit_align: typed.submit_align ?? d.submit_align,
    get_started_label: typed.get_started_label ?? d.get_started_label,
    thank_you_message: typed.thank_you_message ?? d.thank_you_message,
    add_ons: (typed.add_ons ?? d.add_ons).filter((addOn) => addOn !== undefined),
    // A colour half typed is not one yet.
    accent_color: /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : d.accent_color,
    overlay_opacity: Math.min(100, Math.max(0, typed.overlay_opacity ?? d.overlay_opacity)),
    cover_image: typed.cover_image ?? null,
    logo_image: typed.logo_image ?? null,
    subheadline: typed.subheadline ?? '',
    headline: styleOr(typed.headline_style, defaultHeadline),
    subheadline_style: styleOr(typed.subheadline_style, defaultSubheadline),
  };
}

function QuestionField(props: { question: Question; number: number }) {
  const { question } = props;
  const label = `${props.number}. ${question.title || 'Untitled question'}`;
  const common = {
    label,
    description: question.description || undefined,
    withAsterisk: question.is_required,
  };
  switch (question.type) {
    case 'long_text':
      return <Textarea {...common} minRows={3} />;
    case 'single_choice':
    case 'yes_no':
      return (
        <Radio.Group {...common}>
          <Stack gap={6} mt={6}>
            {(question.type === 'yes_no' ? ['Yes', 'No'] : question.options).map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common}>
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'dropdown':
      return <Select {...common} data={question.options} placeholder="Choose one" />;
    case 'rating':
      return (
        <Radio.Group {...common}>
          <Group gap="sm" mt={6}>
            {Array.from({ length: question.max ?? ratingMaxDefault }, (_, i) => String(i + 1)).map(
              (value) => (
                <Radio key={value} value={value} label={value} />
              ),
            )}
          </Group>
        </Radio.Group>
      );
    case 'file_upload':
      return <TextInput {...common} type="file" />;
    default:
      return (
        <TextInput
          {...common}
          type={
            question.type === 'email'
              ? 'email'
              : question.type === 'phone'
                ? 'tel'
                : question.type === 'number'
                  ? 'number'
                  : question.type === 'date'
                    ? 'date'
                    : 'text'
          }
        />
      );
  }
}

export function FormPreview(props: {
  title: string;
  settings: PreviewSettings;
  questions: readonly Question[];
}) {
  const s = shownSettings(props.settings);
  const accent = s.accent_color;
  const { headline, subheadline_style: subheadline } = s;
  const overlay = s.overlay_opacity / 100;
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      component="section"
      aria-label="Form preview"
    >
      <Box
        pos="relative"
        p="lg"
        style={{
          backgroundColor: s.cover_image ? '#000' : '#F8F9FA',
          backgroundImage: s.cover_image ? `url("${s.cover_image}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        {s.cover_image ? (
          <Box
            pos="absolute"
            inset={0}
            style={{ backgroundColor: `rgba(0, 0, 0, ${overlay})` }}
            aria-hidden
          />
        ) : null}
        <Stack gap="xs" align="center" ta="center" pos="relative">
          {s.logo_image ? (
            <Image src={s.logo_image} alt="Logo" h={48} w="auto" fit="contain" />
          ) : null}
          <Text component="h2" m={0} style={textStyleCss(headline)}>
            {props.title || 'Untitled form'}
          </Text>
          {s.subheadline ? (
            <Text m={0} style={textStyleCss(subheadline)}>
              {s.subheadline}
            </Text>
          ) : null}
          <Button component="span" color={accent} autoContrast size="sm">
            {s.get_started_label}
          </Button>
        </Stack>
      </Box>
      <Stack gap="md" p="lg">
        <FormFieldset disabled>
          <Stack gap="md">
            {s.add_ons.map((addOn) => (
              <TextInput key={addOn} label={addOnLabels[addOn]} />
            ))}
            {props.questions.map((question, index) => (
              <QuestionField key={question.id} question={question} number={index + 1} />
            ))}
            {props.questions.length === 0 && s.add_ons.length === 0 ? (
              <Text size="sm" c="dimmed">
                The questions you add show here.
              </Text>
            ) : null}
          </Stack>
        </FormFieldset>
        <Group
          justify={
            s.submit_align === 'left'
              ? 'flex-start'
              : s.submit_align === 'right'
                ? 'flex-end'
                : 'center'
          }
        >
          <Button component="span" color={accent} autoContrast>
            {s.submit_label}
          </Button>
        </Group>
      </Stack>
      <Box px="lg" pb="lg">
        <Text size="xs" c="dimmed">
          After submitting
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {s.thank_you_message}
        </Text>
      </Box>
    </Paper>
  );
}
