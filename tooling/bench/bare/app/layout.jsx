// The bare Next.js page the budgets compare against: same Next and React versions, no site code.
export const metadata = {
  title: 'Bare Next.js page',
  description: 'The baseline of the JavaScript and throughput benchmarks.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
