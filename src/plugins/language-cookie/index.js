// Local Gatsby plugin: its gatsby-browser hook writes the language cookie.
