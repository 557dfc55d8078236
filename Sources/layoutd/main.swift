import LayoutHTTP

LayoutdCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
