/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
  plugins: ["@ianvs/prettier-plugin-sort-imports", "prettier-plugin-tailwindcss"],
  importOrder: ["<BUILTIN_MODULES>", "", "<THIRD_PARTY_MODULES>", "", "^[.]"],
  tailwindStylesheet: "./apps/web/src/styles.css",
};
