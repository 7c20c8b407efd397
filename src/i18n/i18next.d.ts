// i18next 22 types `t()` as string | null unless told that missing keys never return null.
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
