// CSS Modules: the bundler (Vite in Storybook, Next in the sites) turns class names into a map.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
