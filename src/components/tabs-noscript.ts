// Tabs without JavaScript (components/Tabs.tsx): the tab bar hides and every panel shows under its own heading. A
// <style> is valid only in <head>, and Gatsby's Head API writes a <noscript>'s children as escaped text, so the
// browser-shell plugin's onRenderBody puts this into the head of every page (its rules match only where tabs are).
export const tabsNoScriptCss =
  '.tablist{display:none}.tabpanel[hidden]{display:block}.tabpanel-heading{position:static;inline-size:auto;block-size:auto;clip:auto}';
