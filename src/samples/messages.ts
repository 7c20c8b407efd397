// Sample request texts for the server side: its error messages, with its own placeholder values (limits, samples).
import type { Lang } from '../i18n/languages';
import { errorText as inquiryErrorText } from '../inquiry/messages';
import { sampleErrorVars, type SampleErrorKey } from './fields';

export const errorText = (lang: Lang, key: SampleErrorKey): string => inquiryErrorText(lang, key, sampleErrorVars);
