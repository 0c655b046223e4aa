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
  // Each server test file builds its own app on a fresh database (migrations + scrypt-hashed seed).
  testTimeout: 30000,
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
      // light-my-request (fastify.inject) needs the ESM-only cookie 2.x.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
    {
      // Issue 16: the security suites (access matrix, fuzzing, brute force, personal-data scan); they print figures.
      displayName: 'security',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/security'],
      transform: nodeTransform,
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
    require('./test/components/jest.project.js'),
  ],
};
