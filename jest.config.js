// Three projects so each layer runs with the lightest environment it needs.
const nodeTransform = {
  '^.+\\.[cm]?[jt]sx?$': [
    'babel-jest',
    {
      configFile: false,
      babelrc: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-typescript', { allowDeclareFields: true }],
      ],
    },
  ],
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/unit'],
      transform: nodeTransform,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      transform: nodeTransform,
      // Each test file builds its own app on a fresh database.
      testTimeout: 20000,
    },
    require('./test/components/jest.project.js'),
  ],
};
