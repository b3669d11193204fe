import type { ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CodeSent, Language } from '@platform/contract';

/**
 * The get-code button and the mobile-number input belong to the auth feature; features never
 * import each other, so the security-centre route hands them in.
 */
export interface CodeFormParts {
  SendCodeButton: ComponentType<{
    send: () => Promise<CodeSent>;
    canSend?: () => boolean | Promise<boolean>;
    onSent?: (sent: CodeSent) => void;
  }>;
  MobileNumberField: ComponentType<{
    countryDialingCode: UseFormRegisterReturn;
    mobileNum: UseFormRegisterReturn;
    label?: string;
    error?: string | undefined;
  }>;
  /** Why a typed mobile number is refused, in the page's language, or undefined when it is fine. */
  mobileNumberProblem: (
    countryDialingCode: string,
    mobileNum: string,
    language: Language,
  ) => string | undefined;
}
