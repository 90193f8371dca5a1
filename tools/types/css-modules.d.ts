/** CSS Modules: class names are scoped per file at build time, so two remotes can never clash. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A plain stylesheet imported for its side effect (the shell's reset). */
declare module '*.css';
