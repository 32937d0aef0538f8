// Mantine's PostCSS preset: rem/em functions, light-dark and breakpoint mixins.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
