// Local Gatsby plugin for browser-side shell behaviour: the language cookie and the fatal-error screen.
