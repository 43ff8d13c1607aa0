const { existsSync } = require('fs');
module.exports = async () => {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium}: apt-get install -y chromium`);
};
