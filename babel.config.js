// Taro's preset compiles the app for every target; jest's node projects use their own lean presets.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
