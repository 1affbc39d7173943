// Used only when `future.experimental_faster` is off in docusaurus.config.ts; the faster bundler compiles with SWC.
module.exports = {
  presets: ['@docusaurus/babel/preset'],
};
