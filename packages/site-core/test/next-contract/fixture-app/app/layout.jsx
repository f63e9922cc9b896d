/** One inline head script of the app's own, as the market layout has (consent defaults). */
const fixtureScript = "document.documentElement.setAttribute('data-fixture','ready')";

export default function RootLayout({ children }) {
  return (
    <html lang="hr">
      <head>
        <script id="fixture-boot" dangerouslySetInnerHTML={{ __html: fixtureScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
