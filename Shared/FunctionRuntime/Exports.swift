@_exported import Logging
