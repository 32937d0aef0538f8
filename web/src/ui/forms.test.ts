import { messages } from '@coachline/contract/messages';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { classifyFailure } from '../api/failures';
import { applyFieldErrors, firstFormError, onInvalidSubmit, serverErrorsTo } from './forms';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('./toast', () => ({ toastError: toast.error }));

type Form = { businessname: string; email: string };

function inputs(...names: string[]) {
  for (const name of names) {
    const input = document.createElement('input');
    input.name = name;
    input.scrollIntoView = vi.fn();
    document.body.append(input);
  }
}

/** formState is a proxy: reading errors during render subscribes to them. */
function useSubscribedForm() {
  const form = useForm<Form>({ defaultValues: { businessname: '', email: '' } });
  void form.formState.errors;
  return form;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('server errors on react-hook-form fields (000 §5.1)', () => {
  it('puts joined, readable messages on the fields and scrolls to the first on the page', () => {
    inputs('businessname', 'email');
    const { result } = renderHook(useSubscribedForm);
    let first: string | null = null;
    act(() => {
      first = applyFieldErrors(
        result.current.setError,
        { email: 'must be a valid email', businessname: 'The business name field is required' },
        ['businessname', 'email'],
      );
    });
    expect(first).toBe('businessname');
    expect(result.current.formState.errors.businessname?.message).toBe(
      'The business name field is required',
    );
    expect(result.current.formState.errors.email?.message).toBe('must be a valid email');
    const el = document.getElementsByName('businessname')[0] as HTMLInputElement;
    expect(el.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(el);
  });

  it('sends errors for fields the form lacks to root.server', () => {
    const { result } = renderHook(useSubscribedForm);
    act(() => {
      applyFieldErrors(result.current.setError, { token: 'The token is invalid' }, ['email']);
    });
    expect(result.current.formState.errors.root?.server?.message).toBe('The token is invalid');
  });

  it('maps a 422 ApiError end to end onto the fields the form holds, and toasts', () => {
    inputs('email');
    const { result } = renderHook(useSubscribedForm);
    const body = {
      message: 'The given data was invalid.',
      errors: {
        businessname: ['The businessname field is required', 'too short'],
        token: ['The token is invalid'],
      },
    };
    const error = new ApiError(422, body, classifyFailure(422, body));
    act(() => serverErrorsTo(result.current)(error));
    expect(result.current.formState.errors.businessname?.message).toBe(
      'The business name field is required, too short',
    );
    expect(result.current.formState.errors.root?.server?.message).toBe('The token is invalid');
    expect(toast.error).toHaveBeenCalledWith(messages.unableToSubmitForm);
  });

  it('places errors on nested fields by their dotted names', () => {
    const { result } = renderHook(() =>
      useForm<{ title: string; recipients: { tags: number[] } }>({
        defaultValues: { title: '', recipients: { tags: [] } },
      }),
    );
    void result.current.formState.errors;
    const body = {
      errors: { 'recipients.tags': ['One of the chosen tags is not in this location.'] },
    };
    const error = new ApiError(422, body, classifyFailure(422, body));
    act(() => serverErrorsTo(result.current)(error));
    expect(result.current.formState.errors.recipients?.tags?.message).toBe(
      'One of the chosen tags is not in this location.',
    );
    expect(result.current.formState.errors.root).toBeUndefined();
  });

  it('ignores errors that are not API errors', () => {
    const { result } = renderHook(useSubscribedForm);
    act(() => serverErrorsTo(result.current)(new Error('x')));
    expect(result.current.formState.errors).toEqual({});
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('invalid submits (000 §5.1)', () => {
  it('an invalid submit toasts the first error in page order and scrolls to it', () => {
    inputs('businessname', 'email');
    onInvalidSubmit({
      email: { type: 'validate', message: 'must be a valid email' },
      businessname: { type: 'validate', message: 'The business name field is required' },
    });
    expect(toast.error).toHaveBeenCalledWith('The business name field is required');
    const el = document.getElementsByName('businessname')[0] as HTMLInputElement;
    expect(el.scrollIntoView).toHaveBeenCalled();
  });

  it('firstFormError is null without errors', () => {
    expect(firstFormError({})).toBeNull();
  });
});
