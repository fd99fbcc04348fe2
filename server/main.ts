// `npm start`: the app on DATA_DIR (or DATABASE_URL), configured from the environment.
import { configOrExit, exitOnFailure, startServer } from './start';

startServer(configOrExit()).catch(exitOnFailure);
