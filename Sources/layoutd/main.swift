import LayoutHTTP
import LayoutHTTPCore
import LayoutServer
import Logging

// Only the executable picks the logging backend (swift-log's rule for libraries): once, with the configuration about
// to be served, before any logger exists. The factory is built in the library, so no main-actor closure runs on
// libmicrohttpd's threads.
LayoutdCommand.main(arguments: Array(CommandLine.arguments.dropFirst())) { configuration in
    LoggingSystem.bootstrap(LayoutLogHandler.factory(format: configuration.logFormat, level: configuration.logLevel))
}
